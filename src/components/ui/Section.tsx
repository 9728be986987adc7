import type { HTMLAttributes, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { Container } from './Container';

const sectionVariants = cva('py-section', {
  variants: {
    tone: {
      plain: 'bg-surface',
      muted: 'bg-surface-muted',
      navy: 'bg-navy text-white',
    },
  },
  defaultVariants: { tone: 'plain' },
});

export type SectionProps = Omit<HTMLAttributes<HTMLElement>, 'title'> &
  VariantProps<typeof sectionVariants> & {
    /** Used for the heading id, so the section is labelled by its heading and linkable. */
    id: string;
    title: ReactNode;
    eyebrow?: ReactNode;
    lead?: ReactNode;
    /** Page-level sections take h2; nested ones h3. */
    headingLevel?: 'h2' | 'h3';
    align?: 'start' | 'center';
  };

/** A page-wide band with a heading (and optional eyebrow and lead) followed by its content. */
export function Section({
  id,
  title,
  eyebrow,
  lead,
  headingLevel: Heading = 'h2',
  align = 'start',
  tone,
  className,
  children,
  ...rest
}: SectionProps) {
  const onDark = tone === 'navy';
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn(sectionVariants({ tone }), className)}
      {...rest}
    >
      <Container>
        <header
          className={cn('mb-10 max-w-2xl sm:mb-12', align === 'center' && 'mx-auto text-center')}
        >
          {eyebrow ? (
            <p
              className={cn(
                'mb-3 text-sm font-semibold tracking-wide uppercase',
                onDark ? 'text-accent' : 'text-brand',
              )}
            >
              {eyebrow}
            </p>
          ) : null}
          <Heading id={`${id}-heading`} className="text-title font-semibold text-balance">
            {title}
          </Heading>
          {lead ? (
            <p
              className={cn('mt-4 text-lg text-pretty', onDark ? 'text-navy-muted' : 'text-muted')}
            >
              {lead}
            </p>
          ) : null}
        </header>
        {children}
      </Container>
    </section>
  );
}
