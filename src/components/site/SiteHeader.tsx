import { Languages, Menu, X } from 'lucide-react';
import type { Words } from '@/content/i18n';
import { Button } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { RiskLine, type RiskLineProps } from '@/components/ui/RiskLine';
import { cn } from '@/lib/cn';
import { BrandMark } from './BrandMark';

/** The same page in another language, as the language switch offers it. */
export interface LanguageLink {
  href: string;
  /** The language's BCP 47 tag, for `lang` and `hreflang`. */
  lang: string;
  /** The language's own name, shown: "العربية", "English". */
  name: string;
  /**
   * Said after the name to assistive technology only, in that language: "(read this page in
   * English)". No aria-label: the link's name must start with the word it shows.
   */
  hint: string;
}

/** A link of the header: its words and its target. */
export interface SiteLink {
  label: string;
  href: string;
}

export interface SiteHeaderProps {
  /** The site's words: the Apply button, the risk line, the navigations' and the toggle's names. */
  words: Pick<Words['site'], 'apply' | 'riskLine' | 'chrome'>;
  brand: string;
  /** The home page in the page's language. */
  homeHref: string;
  nav: SiteLink[];
  /** Where Apply leads (the pools) and where the mobile menu's risk line links (the disclosure). */
  applyHref: string;
  riskHref: string;
  /** Path of the page being rendered, to mark its link with aria-current. */
  currentPath: string;
  /** The page in the site's other languages. */
  languages: LanguageLink[];
}

const MENU_ID = 'site-menu';

function isCurrent(href: string, currentPath: string): boolean {
  return href === currentPath || (href !== '/' && currentPath.startsWith(`${href}/`));
}

/**
 * The site header. Static HTML: the scroll state and menu closing come from the page's inline
 * enhancement script; the mobile menu is a native popover, so it opens and closes without it, and
 * its toggle turns from Menu to Close by CSS alone.
 */
export function SiteHeader({
  words,
  brand,
  homeHref,
  nav,
  applyHref,
  riskHref,
  currentPath,
  languages,
}: SiteHeaderProps) {
  const { chrome, riskLine } = words;
  const apply = { label: words.apply, href: applyHref };
  const risk: RiskLineProps['line'] = {
    ...riskLine,
    link: { label: riskLine.link, href: riskHref },
  };
  const languageLinks = (className: string) =>
    languages.map((language) => (
      <a
        key={language.lang}
        href={language.href}
        lang={language.lang}
        hrefLang={language.lang}
        className={className}
      >
        <Languages aria-hidden="true" className="size-4 shrink-0" />
        {language.name}
        <span className="sr-only"> {language.hint}</span>
      </a>
    ));
  const linkClass = (href: string) =>
    cn(
      'rounded-control px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:px-3 lg:text-[0.9375rem]',
      isCurrent(href, currentPath)
        ? 'text-brand-ink bg-brand-soft'
        : 'text-muted hover:text-ink hover:bg-surface-sunken',
    );
  return (
    <header data-site-header data-at-top className="site-header sticky top-0 z-50">
      <Container className="flex h-header items-center gap-4 lg:gap-6">
        <a
          href={homeHref}
          className="me-auto flex items-center gap-2.5 rounded-control text-lg font-bold tracking-tight"
        >
          <BrandMark />
          <span>{brand}</span>
        </a>
        <nav aria-label={chrome.mainNav} className="hidden md:block">
          <ul className="flex items-center lg:gap-1">
            {nav.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className={linkClass(link.href)}
                  aria-current={isCurrent(link.href, currentPath) ? 'page' : undefined}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center md:flex">
          {languageLinks(
            'inline-flex items-center gap-1.5 rounded-control px-2 py-2 text-sm font-medium text-muted transition-colors hover:bg-surface-sunken hover:text-ink',
          )}
        </div>
        <Button href={apply.href} size="sm" className="hidden md:inline-flex">
          {apply.label}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="md:hidden"
          popoverTarget={MENU_ID}
          aria-controls={MENU_ID}
        >
          {/* One label shows at a time (global.css, by the menu's open state): the hidden one is
              display:none, so the accessible name is "Menu" or "Close" too, with or without JS. */}
          <span data-menu-toggle="open" className="inline-flex items-center gap-2">
            <Menu aria-hidden="true" />
            {chrome.menuOpen}
          </span>
          <span data-menu-toggle="close" className="inline-flex items-center gap-2">
            <X aria-hidden="true" />
            {chrome.menuClose}
          </span>
        </Button>
      </Container>
      <div id={MENU_ID} data-site-menu popover="auto" className="site-menu md:hidden">
        <nav aria-label={chrome.menuNav}>
          <Container className="py-4">
            <ul className="flex flex-col">
              {nav.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className={cn(linkClass(link.href), 'block py-3 text-base')}
                    aria-current={isCurrent(link.href, currentPath) ? 'page' : undefined}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
            <div className="mt-2 border-t border-line pt-2">
              {languageLinks(
                'flex items-center gap-2 rounded-control px-2 py-3 text-base font-medium text-muted transition-colors hover:bg-surface-sunken hover:text-ink',
              )}
            </div>
            <Button href={apply.href} className="mt-3 w-full">
              {apply.label}
            </Button>
            {/* The menu fills the screen: Apply in it is the page's call to invest for the
                moment, so its risk line sits beside it. The desktop bar's compact Apply relies on
                the footer's disclaimer and on /pools, which opens with the same line. */}
            <RiskLine line={risk} className="mt-3" />
          </Container>
        </nav>
      </div>
    </header>
  );
}
