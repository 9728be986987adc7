import type { Words } from '@/content/i18n';
import type { RiskLineContent } from '@/content/schemas';
import { Button } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { RiskLine } from '@/components/ui/RiskLine';
import { keepHyphenated } from '@/lib/keep-hyphenated';

export interface CtaBandProps {
  /** Id of the band, used to label it by its heading. */
  id?: string;
  /** The heading, a sentence or two, and the buttons' labels. */
  words: Words['howItWorks']['cta'] | Words['passports']['cta'];
  /** Where the main, highlighted button goes. */
  primary: string;
  /** Where the second, outlined button goes. */
  secondary: string;
  /** The risk line drawn under the buttons when one of them is a call to invest. */
  riskLine?: RiskLineContent;
}

/**
 * The closing call to action of a page: a navy band with one or two buttons, and the risk line
 * under them when a button is a call to invest.
 */
export function CtaBand({ id = 'get-started', words, primary, secondary, riskLine }: CtaBandProps) {
  const { title, text } = words;
  return (
    // After a band on the page's own surface the two paddings would stack into one empty screen:
    // the card then keeps only the band's own bottom padding above it.
    <section aria-labelledby={`${id}-heading`} className="py-section [.bg-surface+&]:pt-0">
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
            <p className="mt-4 text-lg text-pretty text-navy-muted">{keepHyphenated(text)}</p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Button href={primary} variant="inverse" size="lg">
                {words.primary}
              </Button>
              <Button
                href={secondary}
                variant="outline"
                size="lg"
                className="border-white/30 bg-transparent text-white hover:border-white hover:text-white"
              >
                {words.secondary}
              </Button>
            </div>
            {riskLine ? (
              <RiskLine line={riskLine} inverse className="mx-auto mt-6 text-start" />
            ) : null}
          </div>
        </div>
      </Container>
    </section>
  );
}
