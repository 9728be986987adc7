import { Clock } from 'lucide-react';
import type { Link } from '@/content/schemas';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Section, type SectionProps } from '@/components/ui/Section';
import { cn } from '@/lib/cn';

export interface ProseSectionProps {
  /** Id of the band, the target of #links; its heading is labelled from it. */
  id: string;
  title: string;
  /** The paragraphs, in order. */
  paragraphs: string[];
  tone?: SectionProps['tone'];
  /**
   * `body`: regular paragraphs; `statement`: the text set large, for a mission or a vision;
   * `notice`: the text in a quiet box, for something not published yet.
   */
  variant?: 'body' | 'statement' | 'notice';
  /** A link under the text, to where the subject is told in full. */
  link?: Link;
}

/** A band of text: the heading beside the prose on wide screens, above it on small ones. */
export function ProseSection({
  id,
  title,
  paragraphs,
  tone = 'plain',
  variant = 'body',
  link,
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
      {link ? (
        <ArrowLink href={link.href} className="self-start">
          {link.label}
        </ArrowLink>
      ) : null}
    </div>
  );
  return (
    <Section id={id} title={title} tone={tone} layout="splitSnug">
      <div className="max-w-3xl">
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
    </Section>
  );
}
