import type { Words } from '@/content/i18n';
import type { IconName } from '@/components/ui/ContentIcon';
import { href, type Locale } from '@/lib/paths';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { ContentIcon } from '@/components/ui/ContentIcon';
import { RiskLine } from '@/components/ui/RiskLine';
import { Section } from '@/components/ui/Section';
import { keepHyphenated } from '@/lib/keep-hyphenated';

export interface FeatureGridProps {
  /** Id of the band; its heading gets `${id}-heading`. */
  id: string;
  t: Words;
  locale: Locale;
  className?: string;
}

/** The lead subjects' icons, in order. */
const CARD_ICONS: readonly IconName[] = ['Layers', 'ShieldCheck', 'Eye'];
/** The key features' icons, in order. */
const FEATURE_ICONS: readonly IconName[] = [
  'Percent',
  'FileText',
  'Building2',
  'Coins',
  'Vote',
  'FileCheck',
];

/**
 * What the product offers, read as an index: the heading beside a ruled list of the three lead
 * subjects, each a row with its link at the end (where the eye ends the line), then the key
 * features as a compact checklist on a sunken panel under both columns: one subject told at two
 * depths, no cards.
 */
export function FeatureGrid({ id, t, locale, className }: FeatureGridProps) {
  const { features: words, keyFeatures: features } = t.home;
  const links = [href('pools', locale), href('docs', locale), href('howItWorks', locale)];
  // The first subject's View Pools is a call to invest: the risk line comes with it.
  const riskLine = {
    ...t.site.riskLine,
    link: { label: t.site.riskLine.link, href: href('risk', locale) },
  };
  const keyFeatures = (
    <section
      aria-labelledby={`${id}-more-heading`}
      className="rounded-card bg-surface-muted p-6 sm:p-8"
    >
      <h3 id={`${id}-more-heading`} className="text-lg font-semibold">
        {features.title}
      </h3>
      <ul className="mt-5 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.items.map((item, i) => (
          <li key={item.title} className="flex gap-3.5">
            <ContentIcon name={FEATURE_ICONS[i] ?? 'Layers'} className="size-9 [&_svg]:size-4.5" />
            <div className="min-w-0">
              <h4 className="font-semibold text-balance">{item.title}</h4>
              <p className="mt-0.5 text-sm text-pretty text-muted">{keepHyphenated(item.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <Section
      id={id}
      title={words.title}
      lead={words.intro}
      layout="split"
      className={className}
      footer={keyFeatures}
    >
      <ul className="border-b border-line">
        {words.items.map((card, i) => (
          <li
            key={card.title}
            className="grid grid-cols-[auto_1fr] gap-x-5 gap-y-3 border-t border-line py-7 md:grid-cols-[auto_1fr_auto] md:items-center md:gap-x-8"
          >
            <ContentIcon name={CARD_ICONS[i] ?? 'Layers'} />
            <div className="min-w-0">
              <h3 className="text-xl font-semibold text-balance">{card.title}</h3>
              <p className="mt-1.5 max-w-xl text-pretty text-muted">{keepHyphenated(card.text)}</p>
            </div>
            <ArrowLink
              href={links[i] ?? '#'}
              variant="outline"
              size="sm"
              className="col-start-2 justify-self-start md:col-start-3"
            >
              {card.link}
            </ArrowLink>
          </li>
        ))}
      </ul>
      <RiskLine line={riskLine} className="mt-6" />
    </Section>
  );
}
