import type { IconCard, IconName, LinkedCard, RiskLineContent } from '@/content/schemas';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Card } from '@/components/ui/Card';
import { ContentIcon } from '@/components/ui/ContentIcon';
import { RiskLine } from '@/components/ui/RiskLine';
import { Section, type SectionProps } from '@/components/ui/Section';

export interface FeatureGridProps {
  /** Id of the band; its heading gets `${id}-heading`. */
  id: string;
  title: string;
  /** Optional paragraph under the heading. */
  intro?: string;
  /** The lead cards, each with an icon and a link on to where the subject is told in full. */
  cards: (LinkedCard & { icon: IconName })[];
  /** A titled group of features under the cards, laid open on the band (no cards). */
  features: {
    title: string;
    items: IconCard[];
  };
  tone?: SectionProps['tone'];
  /** The risk line under the cards, when a card's link is a call to invest (to /pools). */
  riskLine?: RiskLineContent | undefined;
  className?: string;
}

/**
 * One band for what the product offers: the heading beside a row of linked cards, then a titled
 * list of features under a hairline, light enough that the two read as one subject, not two grids.
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
    <Section id={id} title={title} lead={intro} tone={tone} className={className}>
      <ul className="grid gap-5 md:grid-cols-3">
        {cards.map((card) => (
          <li key={card.title} className="flex">
            <Card className="w-full p-6">
              <ContentIcon name={card.icon} className="mb-5" />
              <h3 className="text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 flex-1 text-pretty text-muted">{card.text}</p>
              <ArrowLink href={card.link.href} className="mt-5 self-start">
                {card.link.label}
              </ArrowLink>
            </Card>
          </li>
        ))}
      </ul>
      {riskLine ? <RiskLine line={riskLine} className="mt-5" /> : null}
      <section aria-labelledby={`${id}-more-heading`} className="mt-14 sm:mt-16">
        <h3 id={`${id}-more-heading`} className="text-xl font-semibold">
          {features.title}
        </h3>
        <ul className="mt-6 grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
          {features.items.map((item) => (
            <li key={item.title} className="flex gap-4 border-t border-line pt-6">
              <ContentIcon name={item.icon} />
              <div className="min-w-0">
                <h4 className="font-semibold text-balance">{item.title}</h4>
                <p className="mt-1 text-pretty text-muted">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </Section>
  );
}
