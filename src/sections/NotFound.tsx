import type { Words } from '@/content/i18n';
import { Compass } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { keepHyphenated } from '@/lib/keep-hyphenated';

/** A link: its words and its target. */
interface Link {
  label: string;
  href: string;
}

export interface NotFoundProps {
  /** The page's words: its title (the h1), eyebrow, text and the way home. */
  words: Words['notFound'] | Words['serverError'];
  /** The home page in the page's language. */
  home: string;
  /**
   * Other places worth offering: the main navigation, less the pools. An error page makes no call
   * to invest, so it carries no risk line either (the header's menu keeps its own).
   */
  suggestions: Link[];
}

/** The body of the 404 and 500 pages: what happened, the way home, and where else to go. */
export function NotFound({ words, home, suggestions }: NotFoundProps) {
  const { meta, eyebrow, text, action } = words;
  return (
    <section className="-mt-header bg-linear-to-b from-brand-soft/70 to-surface pt-header">
      <Container className="flex flex-col items-center py-24 text-center sm:py-32">
        <span className="flex size-14 items-center justify-center rounded-full bg-surface text-brand shadow-card">
          <Compass aria-hidden="true" className="size-7" strokeWidth={1.75} />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-display font-semibold text-balance">{meta.title}</h1>
        <p className="mt-5 max-w-xl text-lg text-pretty text-muted">{keepHyphenated(text)}</p>
        <Button href={home} size="lg" className="mt-8">
          {action}
        </Button>
        {/* On a phone the links wrap three and two, none left alone on a line. */}
        <ul className="mt-10 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm max-sm:max-w-64">
          {suggestions.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="font-medium text-muted hover:text-ink">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
