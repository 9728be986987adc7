import type { Heading } from '@/content/schemas';
import { Container } from '@/components/ui/Container';
import { PassportEmblem } from '@/components/ui/PassportEmblem';
import { cn } from '@/lib/cn';
import { HeroHeading } from './PageHero';

export type PassportsHeroProps = Heading;

/** The three booklets, back to front, as they fan out: Bronze, Silver, then Gold on top. */
const FAN = [
  { metal: 'text-tier-bronze', rank: 1, place: 'translate-y-3 -rotate-12 rtl:rotate-12' },
  { metal: 'text-tier-silver', rank: 2, place: 'z-10 -translate-y-2' },
  { metal: 'text-tier-gold', rank: 3, place: 'z-20 translate-y-3 rotate-12 rtl:-rotate-12' },
] as const;

/**
 * The /passports opening band: the h1 and the intro beside the thing itself, the three passport
 * booklets fanned out in their metals (drawn, decorative: the tiers are named in the table).
 */
export function PassportsHero({ eyebrow, title, intro }: PassportsHeroProps) {
  return (
    <section className="-mt-header overflow-hidden bg-linear-to-b from-brand-soft/70 to-surface pt-header">
      <Container className="grid items-center gap-8 py-14 sm:py-20 md:grid-cols-[1.3fr_1fr] md:gap-12">
        <div className="max-w-2xl">
          <HeroHeading eyebrow={eyebrow} title={title} intro={intro} />
        </div>
        <div aria-hidden="true" className="relative flex items-end justify-center pt-4 pb-6">
          <div className="absolute inset-x-10 bottom-2 h-6 rounded-[50%] bg-navy/15 blur-md dark:bg-black/50" />
          {FAN.map((booklet) => (
            <PassportEmblem
              key={booklet.metal}
              metal={booklet.metal}
              rank={booklet.rank}
              className={cn(
                'relative -mx-4 h-32 w-24 drop-shadow-xl sm:-mx-8 sm:h-52 sm:w-39 md:h-60 md:w-45',
                booklet.place,
              )}
            />
          ))}
        </div>
      </Container>
    </section>
  );
}
