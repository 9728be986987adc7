import type { ReactNode } from 'react';
import type { Heading } from '@/content/schemas';
import { Container } from '@/components/ui/Container';
import { keepHyphenated } from '@/lib/keep-hyphenated';

export interface PageHeroProps extends Heading {
  /** Buttons or other content under the intro. */
  children?: ReactNode;
}

/** An inner page's eyebrow, h1 and intro, as every opening band draws them. */
export function HeroHeading({ eyebrow, title, intro }: Heading) {
  return (
    <>
      {eyebrow ? (
        <p className="mb-3 text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="text-display font-semibold text-balance">{keepHyphenated(title)}</h1>
      {intro ? (
        <p className="mt-5 text-lg text-pretty text-muted sm:text-xl">{keepHyphenated(intro)}</p>
      ) : null}
    </>
  );
}

/**
 * The opening band of an inner page with its h1. It starts under the transparent header so the
 * soft backdrop runs to the top of the window.
 */
export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <section className="-mt-header bg-linear-to-b from-brand-soft/70 to-surface pt-header">
      <Container className="py-16 sm:py-20">
        <div className="max-w-3xl">
          <HeroHeading eyebrow={eyebrow} title={title} intro={intro} />
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
      </Container>
    </section>
  );
}
