import type { Link } from '@/content/schemas';

export interface PageContentsProps {
  /** Accessible name of the navigation, e.g. "On this page". */
  label: string;
  /** In-page anchors (#id) to the page's sections, in order. */
  links: Link[];
}

/** Jump links to a long page's sections, as a row of chips under its hero. */
export function PageContents({ label, links }: PageContentsProps) {
  return (
    <nav aria-label={label}>
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
    </nav>
  );
}
