import { Check } from 'lucide-react';
import type { PassportTier } from '@/content/passports';
import { Badge } from '@/components/ui/Badge';
import { Card } from '@/components/ui/Card';
import { Section, type SectionProps } from '@/components/ui/Section';
import { cn } from '@/lib/cn';
import { formatMinInvestment } from '@/lib/format';

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
  tone?: SectionProps['tone'];
}

/** Pricing-style cards, one per tier; the Most Popular tier is set on navy and marked. */
export function TierGrid({
  id,
  title,
  intro,
  minimumLabel,
  mostPopularLabel,
  tiers,
  tone,
}: TierGridProps) {
  return (
    <Section id={id} title={title} lead={intro} tone={tone}>
      <ul className="mx-auto grid max-w-xl items-stretch gap-6 lg:max-w-none lg:grid-cols-3">
        {tiers.map((tier) => {
          const featured = tier.mostPopular;
          return (
            <li key={tier.id} className="flex" data-tier={tier.id}>
              <Card
                className={cn(
                  'w-full p-6 sm:p-8',
                  featured && 'border-navy bg-navy text-white shadow-raised lg:-my-3',
                )}
              >
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h3 className="text-xl font-semibold">{tier.name}</h3>
                  {featured ? <Badge variant="accent">{mostPopularLabel}</Badge> : null}
                </div>
                <dl className="mt-6">
                  <dt className={cn('text-sm', featured ? 'text-navy-muted' : 'text-muted')}>
                    {minimumLabel}
                  </dt>
                  <dd className="mt-1 text-figure font-semibold tabular-nums">
                    {formatMinInvestment(tier.minInvestment, tier.openEnded)}
                  </dd>
                </dl>
                <ul
                  className={cn(
                    'mt-6 flex flex-col gap-3 border-t pt-6',
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
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
