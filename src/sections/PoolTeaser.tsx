import type { Words } from '@/content/i18n';
import type { Pool } from '@/content/facts';
import { href, poolFormHref, type Locale } from '@/lib/paths';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Container } from '@/components/ui/Container';
import { YieldFigure } from '@/components/ui/YieldFigure';
import { cn } from '@/lib/cn';
import { toFigureFormat } from '@/lib/format';
import { RiskLine } from '@/components/ui/RiskLine';
import { keepHyphenated } from '@/lib/keep-hyphenated';

export interface PoolTeaserProps {
  /** Id of the band; its heading gets `${id}-heading`. */
  id?: string;
  /** The open pool, whose form Apply for Access leads to. */
  pool: Pool;
  t: Words;
  locale: Locale;
  className?: string;
}

/**
 * The whitelisted pool teaser: a navy panel with the pitch on one side and, on the other, the
 * pool's tags, the Apply for Access button, the small print and the risk line.
 */
export function PoolTeaser({ id = 'pool-teaser', pool, t, locale, className }: PoolTeaserProps) {
  const { eyebrow, title, text, tags, action, note } = t.home.poolTeaser;
  const { targetApyPercent } = pool;
  const yieldWords = t.pools.yield;
  const figures = toFigureFormat(t.format);
  const apply = poolFormHref(pool, locale) ?? href('pools', locale);
  // Apply for Access is a call to invest: its risk line, beside it.
  const riskLine = {
    ...t.site.riskLine,
    link: { label: t.site.riskLine.link, href: href('risk', locale) },
  };
  // The tag that states the target APY (the figure and a percent sign, in any language's words;
  // Intl puts direction marks around an Arabic one) is drawn by YieldFigure, so its qualifier
  // sits beside it.
  const apyTag = new RegExp(`(^|\\D)${targetApyPercent}[\\s\u200e\u200f]*%`);
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn('py-section', className)}>
      <Container>
        <div className="relative overflow-hidden rounded-card bg-navy text-white shadow-raised">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -end-24 -bottom-32 size-96 bg-radial from-brand/45 to-transparent to-70%"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -start-16 -top-24 size-72 bg-radial from-accent/10 to-transparent to-70%"
          />
          <div className="relative grid gap-10 px-6 py-10 sm:px-10 sm:py-14 lg:grid-cols-[1.15fr_1fr] lg:items-center lg:gap-16 lg:px-14 lg:py-16">
            <div>
              <p className="mb-3 text-sm font-semibold tracking-wide text-accent uppercase">
                {eyebrow}
              </p>
              <h2 id={`${id}-heading`} className="text-title font-semibold text-balance">
                {title}
              </h2>
              <p className="mt-4 text-lg text-pretty text-navy-muted">{keepHyphenated(text)}</p>
            </div>
            <div className="border-t border-white/15 pt-8 lg:rounded-card lg:border lg:border-white/10 lg:bg-white/5 lg:p-8">
              <ul className="flex flex-wrap gap-2">
                {tags.map((tag) => (
                  <li key={tag} className="flex">
                    {apyTag.test(tag) ? (
                      <YieldFigure
                        variant="tag"
                        inverse
                        percent={targetApyPercent}
                        label={yieldWords.label}
                        qualifier={yieldWords.qualifier}
                        figures={figures}
                        tagText={tag}
                        className="ring-1 ring-accent/60"
                      />
                    ) : (
                      <span className="inline-flex items-center rounded-full bg-white/10 px-3 py-1 text-sm font-semibold ring-1 ring-white/15">
                        {tag}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
              <ArrowLink href={apply} variant="inverse" size="lg" className="mt-8 w-full sm:w-auto">
                {action}
              </ArrowLink>
              <p className="mt-4 text-sm text-navy-muted">{keepHyphenated(note)}</p>
              <RiskLine line={riskLine} inverse className="mt-4" />
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
