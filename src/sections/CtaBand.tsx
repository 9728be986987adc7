import type { Cta } from '@/content/schemas';
import { Button } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { RiskLine } from '@/components/ui/RiskLine';

export interface CtaBandProps extends Cta {
  /** Id of the band, used to label it by its heading. */
  id?: string;
}

/**
 * The closing call to action of a page: a navy band with one or two buttons, and the risk line
 * under them when a button is a call to invest.
 */
export function CtaBand({
  id = 'get-started',
  title,
  text,
  primary,
  secondary,
  riskLine,
}: CtaBandProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="py-section">
      <Container>
        <div className="relative overflow-hidden rounded-card bg-navy px-6 py-12 text-center text-white sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 -top-24 mx-auto size-72 bg-radial from-brand/40 to-transparent to-70%"
          />
          <div className="relative mx-auto max-w-2xl">
            <h2 id={`${id}-heading`} className="text-title font-semibold text-balance">
              {title}
            </h2>
            <p className="mt-4 text-lg text-pretty text-navy-muted">{text}</p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Button href={primary.href} variant="inverse" size="lg">
                {primary.label}
              </Button>
              {secondary ? (
                <Button
                  href={secondary.href}
                  variant="outline"
                  size="lg"
                  className="border-white/30 bg-transparent text-white hover:border-white hover:text-white"
                >
                  {secondary.label}
                </Button>
              ) : null}
            </div>
            {riskLine ? <RiskLine line={riskLine} className="mt-8 text-start text-lg" /> : null}
          </div>
        </div>
      </Container>
    </section>
  );
}
