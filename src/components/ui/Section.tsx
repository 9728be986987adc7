import type { HTMLAttributes, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { keepHyphenated } from '@/lib/keep-hyphenated';
import { Container } from './Container';

/** The band's padding and background; bands that lay out their own heading use it too. */
export const sectionVariants = cva('py-section', {
  variants: {
    tone: {
      plain: 'bg-surface',
      muted: 'bg-surface-muted',
      navy: 'bg-navy text-white',
    },
  },
  defaultVariants: { tone: 'plain' },
});

/**
 * Where the heading goes, as the classes of the band's grid and of its header. `stacked`: the
 * heading above the content, each part a gap below the one before (`stack-gap`, so a button never
 * touches the line under it). `split`: from the lg breakpoint the heading sits in a narrow column
 * beside the content; `splitSnug` keeps a plain text body close under its heading on small
 * screens, where the two read as one block.
 */
const LAYOUTS = {
  stacked: { grid: 'stack-gap', header: 'mb-10 sm:mb-12' },
  split: { grid: 'grid gap-10 lg:grid-cols-12 lg:gap-12', header: 'lg:col-span-4' },
  splitSnug: { grid: 'grid gap-6 lg:grid-cols-12 lg:gap-12', header: 'lg:col-span-4' },
} as const;

export type SectionProps = Omit<HTMLAttributes<HTMLElement>, 'title'> &
  VariantProps<typeof sectionVariants> & {
    /** Used for the heading id, so the section is labelled by its heading and linkable. */
    id: string;
    title: ReactNode;
    eyebrow?: ReactNode;
    lead?: ReactNode;
    /** Page-level sections take h2; nested ones h3. */
    headingLevel?: 'h2' | 'h3';
    layout?: keyof typeof LAYOUTS;
    /** Stacked layout only. */
    align?: 'start' | 'center';
    /** Split layouts: content under both columns, so the heading's column is not left empty. */
    footer?: ReactNode;
  };

/** A page-wide band with a heading (and optional eyebrow and lead) above or beside its content. */
export function Section({
  id,
  title,
  eyebrow,
  lead,
  headingLevel: Heading = 'h2',
  align = 'start',
  tone,
  layout = 'stacked',
  className,
  children,
  footer,
  ...rest
}: SectionProps) {
  const onDark = tone === 'navy';
  const split = layout !== 'stacked';
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn(sectionVariants({ tone }), className)}
      {...rest}
    >
      <Container className={LAYOUTS[layout].grid}>
        <header
          className={cn(
            'max-w-2xl',
            LAYOUTS[layout].header,
            align === 'center' && !split && 'mx-auto text-center',
          )}
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
            {keepHyphenated(title)}
          </Heading>
          {lead ? (
            <p
              className={cn('mt-4 text-lg text-pretty', onDark ? 'text-navy-muted' : 'text-muted')}
            >
              {keepHyphenated(lead)}
            </p>
          ) : null}
        </header>
        {split ? <div className="lg:col-span-8">{children}</div> : children}
        {split && footer ? <div className="lg:col-span-12">{footer}</div> : null}
      </Container>
    </section>
  );
}
