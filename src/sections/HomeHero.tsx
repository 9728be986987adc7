import type { HomePage } from '@/content/home';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Button } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';

export type HomeHeroProps = HomePage['hero'];

/** Heights of the illustration's rising bars, in viewBox units; shapes only, not data. */
const BAR_HEIGHTS = [34, 42, 38, 50, 58, 54, 66, 74, 70, 84, 96, 108];

/**
 * The home page's opening band: the tagline as the h1, the lead and two buttons, over a soft
 * gradient that starts under the transparent header. Wide screens add an abstract illustration
 * of a pool card (no figures: it only suggests properties, rising income and stablecoins).
 */
export function HomeHero({ eyebrow, title, lead, primary, secondary }: HomeHeroProps) {
  return (
    <section
      aria-labelledby="home-hero-heading"
      className="relative -mt-header overflow-hidden bg-linear-to-b from-brand-soft via-brand-soft/40 to-surface pt-header"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-40 size-[36rem] bg-radial from-brand/10 to-transparent to-70%"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-24 -left-40 size-80 bg-radial from-accent-soft/80 to-transparent to-70%"
      />
      <Container className="relative grid items-center gap-12 pt-14 pb-16 sm:pt-20 sm:pb-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:pt-24 lg:pb-28">
        <div className="max-w-2xl">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-brand/15 bg-surface/70 px-3 py-1 text-sm font-semibold text-brand-ink">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-brand" />
            {eyebrow}
          </p>
          <h1 id="home-hero-heading" className="text-display font-semibold text-balance">
            {title}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted sm:text-xl">{lead}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <ArrowLink
              href={primary.href}
              variant="highlighted"
              size="lg"
              className="w-full sm:w-auto"
            >
              {primary.label}
            </ArrowLink>
            <Button href={secondary.href} variant="outline" size="lg" className="w-full sm:w-auto">
              {secondary.label}
            </Button>
          </div>
        </div>
        <HeroIllustration />
      </Container>
    </section>
  );
}

/** Decorative: a navy card with a skyline behind a white pool card with rising bars. */
function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative hidden h-[28rem] lg:block">
      <div className="absolute top-0 right-0 h-72 w-[76%] overflow-hidden rounded-card bg-navy shadow-raised">
        <svg
          viewBox="0 0 320 240"
          preserveAspectRatio="xMaxYMax slice"
          className="absolute inset-0 size-full"
        >
          <circle cx="196" cy="62" r="20" className="fill-accent/90" />
          <path
            d="M120 240v-58h16v-26h14v42h12v-70h10v-20h6v20h10v96h12v-52h18v28h12V110l7-58 7 58v130h12v-84h16v-38h14v122h12v-64h20v-22h14v86z"
            className="fill-white/15"
          />
          <path
            d="M0 240v-30h28v-16h24v22h22v-34h18v50h20v-18h24v26h22v-44h16v34h20v-26h18v38h26v-22h22v12h24v-20h16v28z"
            className="fill-white/25"
          />
        </svg>
      </div>
      <div className="absolute bottom-6 left-0 w-[72%] rounded-card border border-line bg-surface-raised p-6 shadow-raised">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-control bg-brand-soft">
            <svg viewBox="0 0 24 24" className="size-5">
              <path d="M5 20V9l7-5 7 5v11z" className="fill-brand" />
              <path d="M10 20v-5h4v5z" className="fill-brand-soft" />
            </svg>
          </span>
          <span className="flex flex-1 flex-col gap-2">
            <span className="h-2.5 w-2/3 rounded-full bg-ink/80" />
            <span className="h-2 w-1/3 rounded-full bg-line-strong" />
          </span>
          <span className="h-6 w-14 rounded-full bg-success-soft" />
        </div>
        <svg viewBox="0 0 288 120" className="mt-6 h-32 w-full" preserveAspectRatio="none">
          <line x1="0" y1="119" x2="288" y2="119" className="stroke-line" strokeWidth="2" />
          {BAR_HEIGHTS.map((height, index) => (
            <rect
              key={index}
              x={index * 24 + 3}
              y={118 - height}
              width="16"
              height={height}
              rx="4"
              className={
                index === BAR_HEIGHTS.length - 1
                  ? 'fill-accent'
                  : index >= BAR_HEIGHTS.length - 4
                    ? 'fill-brand'
                    : 'fill-brand/25'
              }
            />
          ))}
        </svg>
        <div className="mt-5 flex gap-2">
          <span className="h-6 w-12 rounded-full bg-brand-soft" />
          <span className="h-6 w-20 rounded-full bg-surface-sunken" />
          <span className="h-6 w-16 rounded-full bg-accent-soft" />
        </div>
      </div>
      <div className="absolute right-0 bottom-0 flex items-center gap-3 rounded-full border border-line bg-surface py-2 pr-5 pl-2 shadow-raised">
        <span className="flex -space-x-2">
          <span className="size-8 rounded-full border-2 border-surface bg-brand" />
          <span className="size-8 rounded-full border-2 border-surface bg-success" />
        </span>
        <span className="flex flex-col gap-1.5">
          <span className="h-2 w-16 rounded-full bg-ink/70" />
          <span className="h-2 w-10 rounded-full bg-line-strong" />
        </span>
      </div>
    </div>
  );
}
