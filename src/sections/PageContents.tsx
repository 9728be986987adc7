import type { ReactNode } from 'react';
import type { Link } from '@/content/schemas';
import { Container } from '@/components/ui/Container';

export interface PageContentsProps {
  /** Accessible name of the navigation, e.g. "On this page". */
  label: string;
  /** In-page anchors (#id) to the page's sections, in order. */
  links: Link[];
  /** The sections the contents lead to: the bar stays in view while they scroll past. */
  children: ReactNode;
}

/**
 * A long page's table of contents as a bar of chips above its sections. On wide screens it sticks
 * under the site header while the sections scroll (CSS `position: sticky`, no script), and
 * anchored sections land clear of both; on phones it scrolls away with the page, where a bar that
 * stays would take too much of a small screen.
 */
export function PageContents({ label, links, children }: PageContentsProps) {
  return (
    <div className="lg:[&_[id]]:scroll-mt-[calc(var(--spacing-header)+5rem)]">
      <nav
        aria-label={label}
        className="z-40 border-b border-line bg-surface/92 py-3 backdrop-blur-md lg:sticky lg:top-header"
      >
        <Container className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p aria-hidden="true" className="text-sm font-semibold text-ink">
            {label}
          </p>
          <ul className="flex flex-wrap gap-2">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="inline-flex min-h-9 items-center rounded-full border border-line bg-surface px-3.5 text-sm font-medium text-muted transition-colors hover:border-brand hover:text-brand-ink"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </Container>
      </nav>
      {children}
    </div>
  );
}
