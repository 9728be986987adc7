import { Clock } from 'lucide-react';
import { Container } from '@/components/ui/Container';
import { cn } from '@/lib/cn';

export interface ProseSectionProps {
  /** Id of the band, the target of #links; its heading is labelled from it. */
  id: string;
  title: string;
  /** The paragraphs, in order. */
  paragraphs: string[];
  tone?: 'plain' | 'muted' | 'navy';
  /**
   * `body`: regular paragraphs; `statement`: the text set large, for a mission or a vision;
   * `notice`: the text in a quiet box, for something not published yet.
   */
  variant?: 'body' | 'statement' | 'notice';
}

const tones = {
  plain: 'bg-surface',
  muted: 'bg-surface-muted',
  navy: 'bg-navy text-white',
} as const;

/** A band of text: the heading beside the prose on wide screens, above it on small ones. */
export function ProseSection({
  id,
  title,
  paragraphs,
  tone = 'plain',
  variant = 'body',
}: ProseSectionProps) {
  const onDark = tone === 'navy';
  const paragraphClass = cn(
    'text-pretty',
    variant === 'statement'
      ? 'text-xl leading-relaxed font-medium sm:text-2xl sm:leading-snug'
      : 'text-lg leading-relaxed',
    onDark ? (variant === 'statement' ? 'text-white' : 'text-navy-muted') : null,
    !onDark && (variant === 'statement' ? 'text-ink' : 'text-muted'),
  );
  const text = (
    <div className="flex flex-col gap-4">
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className={paragraphClass}>
          {paragraph}
        </p>
      ))}
    </div>
  );
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn('py-section', tones[tone])}>
      <Container className="grid gap-6 lg:grid-cols-12 lg:gap-12">
        <h2 id={`${id}-heading`} className="text-title font-semibold text-balance lg:col-span-4">
          {title}
        </h2>
        <div className="max-w-3xl lg:col-span-8">
          {variant === 'notice' ? (
            <div
              className={cn(
                'flex items-start gap-4 rounded-card border border-dashed p-6 sm:p-8',
                onDark ? 'border-white/25' : 'border-line-strong bg-surface',
              )}
            >
              <Clock
                aria-hidden="true"
                className={cn('mt-1 size-5 shrink-0', onDark ? 'text-accent' : 'text-brand')}
                strokeWidth={1.75}
              />
              {text}
            </div>
          ) : (
            text
          )}
        </div>
      </Container>
    </section>
  );
}
