import type { Cta } from '@/content/schemas';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Container } from '@/components/ui/Container';
import { RiskLine } from '@/components/ui/RiskLine';
import { keepHyphenated } from '@/lib/keep-hyphenated';

export interface ClosingSplitProps extends Cta {
  /** Id of the band; its heading gets `${id}-heading`. */
  id?: string;
}

/**
 * A page's last word when a navy panel already carries its offer higher up: a full-width soft band,
 * the heading and text on one side, the button with its risk line under it on the other, so the
 * close reads as the end of the page, not another panel.
 */
export function ClosingSplit({
  id = 'get-started',
  title,
  text,
  primary,
  riskLine,
}: ClosingSplitProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="border-t border-brand/15 bg-brand-soft py-section"
    >
      <Container className="grid gap-8 lg:grid-cols-12 lg:items-center lg:gap-12">
        <div className="lg:col-span-7">
          <h2 id={`${id}-heading`} className="text-title font-semibold text-balance">
            {title}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-pretty text-muted">{keepHyphenated(text)}</p>
        </div>
        <div className="flex flex-col items-start gap-5 lg:col-span-5">
          <ArrowLink
            href={primary.href}
            variant="highlighted"
            size="lg"
            className="w-full sm:w-auto"
          >
            {primary.label}
          </ArrowLink>
          {riskLine ? <RiskLine line={riskLine} /> : null}
        </div>
      </Container>
    </section>
  );
}
