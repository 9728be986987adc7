import type { IconCard, IconName, LinkedCard, RiskLineContent } from '@/content/schemas';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { ContentIcon } from '@/components/ui/ContentIcon';
import { RiskLine } from '@/components/ui/RiskLine';
import { Section, type SectionProps } from '@/components/ui/Section';

export interface FeatureGridProps {
  /** Id of the band; its heading gets `${id}-heading`. */
  id: string;
  title: string;
  /** Optional paragraph under the heading. */
  intro?: string;
  /** The lead subjects, each with an icon and a link on to where it is told in full. */
  cards: (LinkedCard & { icon: IconName })[];
  /** A titled group of features under the lead subjects, on a panel of its own. */
  features: {
    title: string;
    items: IconCard[];
  };
  tone?: SectionProps['tone'];
  /** The risk line under the lead subjects, when a link is a call to invest (to /pools). */
  riskLine?: RiskLineContent | undefined;
  className?: string;
}

/**
 * What the product offers, read as an index: the heading beside a ruled list of the three lead
 * subjects, each a row with its link at the end (where the eye ends the line), then the key
 * features as a compact checklist on a sunken panel: one subject told at two depths, no cards.
 */
export function FeatureGrid({
  id,
  title,
  intro,
  cards,
  features,
  tone,
  riskLine,
  className,
}: FeatureGridProps) {
  return (
    <Section id={id} title={title} lead={intro} tone={tone} layout="split" className={className}>
      <ul className="border-b border-line">
        {cards.map((card) => (
          <li
            key={card.title}
            className="grid grid-cols-[auto_1fr] gap-x-5 gap-y-3 border-t border-line py-7 md:grid-cols-[auto_1fr_auto] md:items-center md:gap-x-8"
          >
            <ContentIcon name={card.icon} />
            <div className="min-w-0">
              <h3 className="text-xl font-semibold text-balance">{card.title}</h3>
              <p className="mt-1.5 max-w-xl text-pretty text-muted">{card.text}</p>
            </div>
            <ArrowLink
              href={card.link.href}
              variant="outline"
              size="sm"
              className="col-start-2 justify-self-start md:col-start-3"
            >
              {card.link.label}
            </ArrowLink>
          </li>
        ))}
      </ul>
      {riskLine ? <RiskLine line={riskLine} className="mt-6" /> : null}
      <section
        aria-labelledby={`${id}-more-heading`}
        className="mt-12 rounded-card bg-surface-muted p-6 sm:p-8"
      >
        <h3 id={`${id}-more-heading`} className="text-lg font-semibold">
          {features.title}
        </h3>
        <ul className="mt-5 grid gap-x-8 gap-y-6 sm:grid-cols-2">
          {features.items.map((item) => (
            <li key={item.title} className="flex gap-3.5">
              <ContentIcon name={item.icon} className="size-9 [&_svg]:size-4.5" />
              <div className="min-w-0">
                <h4 className="font-semibold text-balance">{item.title}</h4>
                <p className="mt-0.5 text-sm text-pretty text-muted">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </Section>
  );
}
