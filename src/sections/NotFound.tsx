import type { Words } from '@/content/i18n';
import { Compass } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { cn } from '@/lib/cn';
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
   * Other places worth offering: the main navigation. A link to the pools' list is not a call to
   * invest, so an error page carries no risk line (the header's menu keeps its own).
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
        {/* Six links wrap on a phone: three a row there, so none is left alone on a line. */}
        <ul
          className={cn(
            'mt-10 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm',
            suggestions.length > 3 && 'max-sm:grid max-sm:grid-cols-3',
          )}
        >
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
