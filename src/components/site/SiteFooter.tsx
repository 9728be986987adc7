import type { Words } from '@/content/i18n';
import { Container } from '@/components/ui/Container';
import { BrandMark } from './BrandMark';
import { SocialIcon } from './SocialIcon';
import { keepHyphenated } from '@/lib/keep-hyphenated';

/** A link: its words and its target. */
interface Link {
  label: string;
  href: string;
}

export interface SiteFooterProps {
  /** The site's words: the summary, the social links' names, the disclaimer, the small print. */
  words: Pick<Words['site'], 'summary' | 'socials' | 'disclaimer' | 'chrome'>;
  /** The brand, also the copyright holder. */
  brand: string;
  /** The social profiles, in order. */
  socials: ReadonlyArray<{ network: keyof Words['site']['socials']; href: string }>;
  /** The link columns, in order. */
  columns: ReadonlyArray<{ title: string; links: readonly Link[] }>;
  /** The home page in the page's language. */
  homeHref: string;
  /** Year of the build; the page's enhancement script replaces it with the visitor's year. */
  buildYear: number;
  /** Once launched: who makes the promotion, under which licence (`operator.offering.known`). */
  promoter?: string | undefined;
}

/** The footer on every page: link columns, social links, the risk disclaimer and copyright. */
export function SiteFooter({
  words,
  brand,
  socials,
  columns,
  homeHref,
  buildYear,
  promoter,
}: SiteFooterProps) {
  return (
    <footer className="border-t border-line bg-surface-muted">
      <Container className="grid grid-cols-2 gap-10 py-14 sm:grid-cols-3 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-full max-w-sm md:col-span-1">
          <a
            href={homeHref}
            className="flex w-fit items-center gap-2.5 rounded-control text-lg font-bold"
          >
            <BrandMark />
            <span>{brand}</span>
          </a>
          <p className="mt-4 text-sm text-muted">{keepHyphenated(words.summary)}</p>
          {socials.length > 0 ? (
            <ul className="mt-5 flex gap-2">
              {socials.map((social) => (
                <li key={social.href}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${words.socials[social.network]} ${words.chrome.newTab}`}
                    className="flex size-10 items-center justify-center rounded-full border border-line-strong bg-surface text-ink transition-colors hover:border-brand hover:text-brand"
                  >
                    <SocialIcon network={social.network} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-4 space-y-3 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="text-muted transition-colors hover:text-ink">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <Container className="pb-10 text-sm text-muted">
        <div className="border-t border-line pt-8">
          <p data-disclaimer className="max-w-4xl">
            {words.disclaimer}
          </p>
          {promoter ? <p className="mt-4 max-w-4xl">{promoter}</p> : null}
          <p className="mt-4">
            © <span data-current-year>{buildYear}</span> {brand}. {words.chrome.rightsReserved}
          </p>
        </div>
      </Container>
    </footer>
  );
}
