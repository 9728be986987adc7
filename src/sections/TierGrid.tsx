import { Check } from 'lucide-react';
import type { PassportTier } from '@/content/passports';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Badge } from '@/components/ui/Badge';
import { Card } from '@/components/ui/Card';
import { Section, type SectionProps } from '@/components/ui/Section';
import type { RiskLineContent } from '@/content/schemas';
import { cn } from '@/lib/cn';
import { formatMinInvestment, type FigureFormat } from '@/lib/format';
import { RiskLine } from '@/components/ui/RiskLine';

export interface TierGridProps {
  /** Id of the band; its heading is labelled from it. */
  id: string;
  title: string;
  intro?: string;
  /** Label of the minimum investment figure, e.g. "Minimum investment". */
  minimumLabel: string;
  /** Text of the marker on the tier flagged `mostPopular`. */
  mostPopularLabel: string;
  tiers: PassportTier[];
  /** How the page's language writes the amounts. */
  figures: FigureFormat;
  tone?: SectionProps['tone'];
  /** The risk line drawn above the tiers: each tier's minimum and button are a call to invest. */
  riskLine?: RiskLineContent;
}

/** The metal of each tier's emblem: the colour is the cue, the name beside it says it. */
const METAL: Record<PassportTier['id'], string> = {
  bronze: 'text-tier-bronze',
  silver: 'text-tier-silver',
  gold: 'text-tier-gold',
};

/**
 * Pricing-style cards, one per tier, each with a passport emblem in the tier's metal and its next
 * step; the Most Popular tier is set on navy and marked.
 */
export function TierGrid({
  id,
  title,
  intro,
  minimumLabel,
  mostPopularLabel,
  tiers,
  figures,
  tone,
  riskLine,
}: TierGridProps) {
  const minimum = (tier: PassportTier) =>
    formatMinInvestment(tier.minInvestment, tier.openEnded, figures);
  return (
    <Section id={id} title={title} lead={intro} tone={tone}>
      {riskLine ? <RiskLine line={riskLine} className="mx-auto mb-8 max-w-3xl" /> : null}
      <ul className="mx-auto grid max-w-xl items-stretch gap-6 lg:max-w-none lg:grid-cols-3">
        {tiers.map((tier, index) => {
          const featured = tier.mostPopular;
          return (
            <li key={tier.id} className="flex" data-tier={tier.id}>
              <Card
                className={cn(
                  'w-full p-6 sm:p-8',
                  featured && 'border-navy bg-navy text-white shadow-raised lg:-my-3',
                )}
              >
                <div className="flex items-center gap-4">
                  <PassportEmblem metal={METAL[tier.id]} rank={index + 1} />
                  <h3 className="text-xl font-semibold">{tier.name}</h3>
                  {featured ? (
                    <Badge variant="accent" className="ms-auto">
                      {mostPopularLabel}
                    </Badge>
                  ) : null}
                </div>
                <dl className="mt-6">
                  <dt className={cn('text-sm', featured ? 'text-navy-muted' : 'text-muted')}>
                    {minimumLabel}
                  </dt>
                  <dd
                    className={cn(
                      'mt-1 font-semibold text-balance tabular-nums',
                      // An amount written with words ("100,000 دولار أمريكي فأكثر") takes a
                      // title's size, so it keeps to two lines in a third of the row.
                      /\s/.test(minimum(tier)) ? 'text-title' : 'text-figure',
                    )}
                  >
                    {minimum(tier)}
                  </dd>
                </dl>
                <ul
                  className={cn(
                    'mt-6 flex flex-1 flex-col gap-3 border-t pt-6',
                    featured ? 'border-white/15' : 'border-line',
                  )}
                >
                  {tier.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-3">
                      <Check
                        aria-hidden="true"
                        className={cn(
                          'mt-0.5 size-5 shrink-0',
                          featured ? 'text-accent' : 'text-brand',
                        )}
                        strokeWidth={2}
                      />
                      <span className={featured ? 'text-white' : 'text-ink'}>{feature}</span>
                    </li>
                  ))}
                </ul>
                <ArrowLink
                  href={tier.action.href}
                  variant={featured ? 'inverse' : 'outline'}
                  size="lg"
                  className="mt-8 w-full"
                >
                  {tier.action.label}
                </ArrowLink>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/**
 * A passport booklet in the tier's metal: a globe on the cover and one pip per rank (Bronze one,
 * Gold three). Decorative: the tier's name is the heading beside it. Right to left it is mirrored,
 * its spine on the right, as a book bound for that direction.
 */
function PassportEmblem({ metal, rank }: { metal: string; rank: number }) {
  return (
    <svg
      aria-hidden="true"
      data-passport-emblem
      viewBox="0 0 48 64"
      className={cn('h-16 w-12 shrink-0 mirror-rtl drop-shadow-sm', metal)}
    >
      <rect x="1" y="1" width="46" height="62" rx="6" className="fill-current" />
      <g className="stroke-navy" fill="none" strokeWidth="1.75" strokeLinecap="round">
        <line x1="8" y1="2" x2="8" y2="62" opacity="0.3" />
        <circle cx="27" cy="27" r="10" />
        <ellipse cx="27" cy="27" rx="4.5" ry="10" />
        <line x1="17" y1="27" x2="37" y2="27" />
        <line x1="19" y1="48" x2="35" y2="48" />
      </g>
      {Array.from({ length: rank }, (_, pip) => (
        <circle
          key={pip}
          cx={27 + (pip - (rank - 1) / 2) * 6}
          cy="55"
          r="1.75"
          className="fill-navy"
        />
      ))}
    </svg>
  );
}
