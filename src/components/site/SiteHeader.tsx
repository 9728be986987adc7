import { Menu, X } from 'lucide-react';
import type { SiteLink } from '@/content/site';
import { Button } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { cn } from '@/lib/cn';
import { BrandMark } from './BrandMark';

export interface SiteHeaderProps {
  brand: string;
  nav: SiteLink[];
  apply: SiteLink;
  /** Path of the page being rendered, to mark its link with aria-current. */
  currentPath: string;
}

const MENU_ID = 'site-menu';

/** The mobile menu toggle's label while the menu is closed (it opens it) and open (it closes it). */
export const menuLabels = { open: 'Menu', close: 'Close' } as const;

function isCurrent(href: string, currentPath: string): boolean {
  return href === currentPath || (href !== '/' && currentPath.startsWith(`${href}/`));
}

/**
 * The site header. Static HTML: the scroll state and menu closing come from the page's inline
 * enhancement script; the mobile menu is a native popover, so it opens and closes without it, and
 * its toggle turns from Menu to Close by CSS alone.
 */
export function SiteHeader({ brand, nav, apply, currentPath }: SiteHeaderProps) {
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
          href="/"
          className="me-auto flex items-center gap-2.5 rounded-control text-lg font-bold tracking-tight"
        >
          <BrandMark />
          <span>{brand}</span>
        </a>
        <nav aria-label="Main" className="hidden md:block">
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
            {menuLabels.open}
          </span>
          <span data-menu-toggle="close" className="inline-flex items-center gap-2">
            <X aria-hidden="true" />
            {menuLabels.close}
          </span>
        </Button>
      </Container>
      <div id={MENU_ID} data-site-menu popover="auto" className="site-menu md:hidden">
        <nav aria-label="Main menu">
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
            <Button href={apply.href} className="mt-3 w-full">
              {apply.label}
            </Button>
          </Container>
        </nav>
      </div>
    </header>
  );
}
