import { Check } from 'lucide-react';
import type { Facts } from '@/content/facts';
import type { Words } from '@/content/i18n';
import type { RiskLineContent } from '@/content/schemas';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Badge } from '@/components/ui/Badge';
import { PassportEmblem } from '@/components/ui/PassportEmblem';
import { RiskLine } from '@/components/ui/RiskLine';
import { Section, type SectionProps } from '@/components/ui/Section';
import { cn } from '@/lib/cn';
import { formatMinInvestment, type FigureFormat } from '@/lib/format';

/** One passport tier's data: its minimum and whether it is marked Most Popular. */
type PassportTier = Facts['passports']['tiers'][number];

export interface TierComparisonProps {
  /** Id of the band; its heading is labelled from it. */
  id: string;
  /**
   * The heading and intro, the table's caption and hidden headers, the Most Popular marker, each
   * tier's name and next step, and the rows: each feature and what each tier has of it (its own
   * words, `true` for the feature as the row names it, `null` where the spec does not list it).
   */
  words: Words['passports']['tiers'];
  /** The tiers, cheapest first: the table's columns. */
  tiers: readonly PassportTier[];
  /** Where each tier's next step goes. */
  actions: Readonly<Record<PassportTier['id'], string>>;
  /** How the page's language writes the amounts. */
  figures: FigureFormat;
  tone?: SectionProps['tone'];
  /** The risk line under the table, beside the next steps: each one is a call to invest. */
  riskLine?: RiskLineContent;
  /** What the Most Popular marker rests on, under the table. */
  note?: string;
}

/** The metal of each tier's emblem: the colour is the cue, the name beside it says it. */
const METAL: Record<PassportTier['id'], string> = {
  bronze: 'text-tier-bronze',
  silver: 'text-tier-silver',
  gold: 'text-tier-gold',
};

/*
 * One table at every width. From md up it is a plain table: the features' column, then a column
 * per tier. Below md there is no room for four columns, so each row is a three-column grid with
 * its header spanning the row above its cells, and the tiers' header row sticks under the site
 * header: the tiers stay side by side, so the phone still compares. Table elements keep their
 * table semantics under a grid display in Chromium, Firefox and Safari.
 */
const rowClass = 'max-md:grid max-md:grid-cols-3 max-md:border-t max-md:border-line';
const rowHeaderClass =
  'px-2 py-3 text-start align-top font-semibold text-ink max-md:col-span-3 max-md:pb-0 max-md:text-sm sm:px-4 md:border-t md:border-line md:px-6 md:py-5';
/*
 * Below md a row's header spans the row above its cells, so it would cut the featured column into
 * pieces: a band of navy (a pseudo-element over the featured tier's third) carries the column
 * through it, and the header's text keeps to the other two thirds. The featured tier is the last
 * (facts.yaml); another place would only need its own start here and the text kept off it.
 */
const featuredBandClass =
  'max-md:relative max-md:pe-[calc(100%/3+0.5rem)] max-md:after:absolute max-md:after:inset-y-0 max-md:after:end-0 max-md:after:w-1/3 max-md:after:bg-navy';
const cellClass =
  'px-2 py-3 align-top text-sm text-pretty sm:px-4 md:border-t md:border-line md:px-6 md:py-5 md:text-base';

/**
 * An amount written with its unit in words ("100,000 دولار أمريكي فأكثر") as the number and the
 * words apart, so the number is set large and the words under it, at any column width: the
 * formatter joins them with no-break spaces, too wide for a third of a phone. The separator stays
 * at the end of the number, so the cell still reads as one amount. "$100,000+" stays whole.
 */
function splitUnit(amount: string): [string, string | null] {
  const match = /^(\S*\d\S*[\s\u00a0\u202f])(.+)$/u.exec(amount);
  return match?.[1] && match[2] ? [match[1], match[2]] : [amount, null];
}

/**
 * The passport tiers compared in one table: tiers as columns (the Most Popular one set on navy and
 * marked), the minimum investment and each feature as rows, the next steps at the foot with the
 * risk line right under them.
 */
export function TierComparison({
  id,
  words,
  tiers,
  actions,
  figures,
  tone,
  riskLine,
  note,
}: TierComparisonProps) {
  const { title, intro, caption, featureHeader, minimumLabel, actionLabel } = words;
  const { mostPopularLabel, included, notListed, rows } = words;
  // The featured column is navy from its header to its button: one piece, as a raised card.
  const featured = (tier: PassportTier) =>
    tier.mostPopular ? 'bg-navy text-white md:border-white/10' : '';
  const lastFeatured = tiers.at(-1)?.mostPopular === true;
  const rowHeader = cn(rowHeaderClass, lastFeatured && featuredBandClass);
  return (
    <Section id={id} title={title} lead={intro} tone={tone}>
      <div className="rounded-card border border-line bg-surface-raised shadow-card">
        <table className="w-full border-collapse max-md:block" data-tier-table>
          <caption className="sr-only">{caption}</caption>
          <thead className="max-md:sticky max-md:top-header max-md:z-10 max-md:block">
            <tr className="max-md:grid max-md:grid-cols-3">
              <th scope="col" className="max-md:sr-only md:w-[28%]">
                <span className="sr-only">{featureHeader}</span>
              </th>
              {tiers.map((tier, index) => (
                <th
                  key={tier.id}
                  scope="col"
                  data-tier={tier.id}
                  className={cn(
                    'relative bg-surface-raised px-2 pt-4 pb-3 text-start align-bottom sm:px-4 md:w-[24%] md:px-6 md:pt-6',
                    // The first and last cells carry the card's corners, so the sticky row stays
                    // inside them.
                    index === 0 && 'max-md:rounded-ss-card',
                    index === tiers.length - 1 && 'rounded-se-card',
                    featured(tier),
                    // Its corners clip the gold edge.
                    tier.mostPopular && 'overflow-hidden md:rounded-t-card',
                  )}
                >
                  {tier.mostPopular ? (
                    // A gold edge on the featured column: in dark mode navy is close to the card.
                    <span
                      aria-hidden="true"
                      className="absolute inset-x-0 top-0 h-1 bg-accent md:rounded-t-card"
                    />
                  ) : null}
                  <span className="flex flex-col items-start gap-2 md:flex-row md:items-center md:gap-4">
                    <PassportEmblem
                      metal={METAL[tier.id]}
                      rank={index + 1}
                      className="h-10 w-7.5 md:h-14 md:w-10.5"
                    />
                    <span className="flex flex-col items-start gap-1">
                      <span className="text-base font-semibold md:text-xl">
                        {words.items[tier.id].name}
                      </span>
                      {tier.mostPopular ? <Badge variant="accent">{mostPopularLabel}</Badge> : null}
                    </span>
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-md:block">
            <tr className={rowClass} data-tier-row="minimum">
              <th scope="row" className={rowHeader}>
                {minimumLabel}
              </th>
              {tiers.map((tier) => {
                const [amount, unit] = splitUnit(
                  formatMinInvestment(tier.minInvestmentUsd, tier.openEnded, figures),
                );
                return (
                  <td key={tier.id} className={cn(cellClass, 'tabular-nums', featured(tier))}>
                    <span className="block text-lg font-semibold md:text-3xl md:tracking-tight">
                      {amount}
                    </span>
                    {unit ? (
                      <span
                        className={cn(
                          'block text-sm font-medium md:text-base',
                          tier.mostPopular ? 'text-navy-muted' : 'text-muted',
                        )}
                      >
                        {unit}
                      </span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
            {rows.map((row) => (
              <tr key={row.label} className={rowClass}>
                <th scope="row" className={rowHeader}>
                  {row.label}
                </th>
                {tiers.map((tier) => {
                  const cell = row[tier.id];
                  return (
                    <td key={tier.id} className={cn(cellClass, featured(tier))}>
                      {cell === null ? (
                        <>
                          <span
                            aria-hidden="true"
                            className={tier.mostPopular ? 'text-navy-muted' : 'text-muted'}
                          >
                            —
                          </span>
                          <span className="sr-only">{notListed}</span>
                        </>
                      ) : (
                        <span className="flex items-start gap-2">
                          <Check
                            aria-hidden="true"
                            className={cn(
                              'mt-0.5 size-4 shrink-0 md:size-5',
                              tier.mostPopular ? 'text-accent' : 'text-brand',
                            )}
                            strokeWidth={2.25}
                          />
                          <span>{cell === true ? included : cell}</span>
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          <tfoot className="max-md:block">
            <tr className={rowClass}>
              <th scope="row" className="max-md:sr-only">
                <span className="sr-only">{actionLabel}</span>
              </th>
              {tiers.map((tier, index) => (
                <td
                  key={tier.id}
                  className={cn(
                    'px-2 pt-2 pb-4 align-top sm:px-4 md:px-6 md:pt-4 md:pb-6',
                    index === 0 && 'max-md:rounded-es-card',
                    index === tiers.length - 1 && 'rounded-ee-card',
                    featured(tier),
                    tier.mostPopular && 'md:rounded-b-card',
                  )}
                >
                  <ArrowLink
                    href={actions[tier.id]}
                    variant={tier.mostPopular ? 'inverse' : 'outline'}
                    size="md"
                    // A third of a phone: the label alone, on one or two lines; the arrow comes back at md.
                    className="h-auto min-h-11 w-full px-2 py-2 text-center text-sm whitespace-normal md:px-4 md:text-[0.9375rem] max-md:[&>svg]:hidden"
                  >
                    {words.items[tier.id].action}
                  </ArrowLink>
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      {note ? <p className="mt-6 max-w-3xl text-sm text-pretty text-muted">{note}</p> : null}
      {riskLine ? <RiskLine line={riskLine} className="mt-4" /> : null}
    </Section>
  );
}
