import { Clock3 } from 'lucide-react';
import type { Facts, Pool } from '@/content/facts';
import type { Words } from '@/content/i18n';
import { Section } from '@/components/ui/Section';
import { cn } from '@/lib/cn';
import { keepHyphenated } from '@/lib/keep-hyphenated';
import { formatPercent, formatUsd, toFigureFormat, type FigureFormat } from '@/lib/format';
import { formatMessage, isolate } from '@/lib/message';
import type { ProofPhoto } from '@/lib/property-photos';
import { paidNone } from './PoolCard';

type ProofWords = Words['poolPage']['proof'];
type SlotId = keyof ProofWords['slots'];

export interface PoolProofProps {
  id?: string;
  pool: Pool;
  /** The offering's licence and regulator, once given. */
  offering: Facts['offering'];
  t: Words;
  /** The property's photos, sized by the page through astro:assets. */
  photos: ProofPhoto[];
}

/** One line of a fact: its text, maybe a link, maybe in a fixed-width face (an address). */
interface Line {
  text: string;
  href?: string | undefined;
  mono?: boolean;
}

/**
 * Each fact the pool's page can show, in the order a visitor checks them: its lines once the
 * operator has given it, `null` until then.
 */
function factLines(
  pool: Pool,
  offering: Facts['offering'],
  words: ProofWords,
  /** What a record with no payout says (as the pool's card says it). */
  paidWords: Words['pools']['yield']['paid'],
  figures: FigureFormat,
): Record<Exclude<SlotId, 'property'>, Line[] | null> {
  const date = (iso: string) =>
    new Intl.DateTimeFormat(figures.numberLocale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const percent = (value: number) => formatPercent(value, figures);
  const none = paidNone(pool, paidWords);
  const locale = figures.numberLocale;
  const { legalVehicle: vehicle, contract, custodian, reports } = pool;
  const { licenceNumber, regulator, regulatorUrl } = offering;
  return {
    legalVehicle: vehicle && [
      { text: vehicle.name, href: vehicle.registryUrl },
      { text: `${vehicle.jurisdiction}, ${vehicle.registration}` },
    ],
    licence:
      licenceNumber === null || regulator === null
        ? null
        : [
            {
              // Each value isolated: a Latin licence number and regulator inside an Arabic
              // sentence would otherwise reorder with the words around them.
              text: formatMessage(locale, words.licence, {
                number: isolate(licenceNumber),
                regulator: isolate(regulator),
              }),
              href: regulatorUrl ?? undefined,
            },
          ],
    contract: contract && [
      { text: contract.chain },
      { text: contract.address, mono: true },
      { text: words.explorer, href: contract.explorerUrl },
    ],
    custodian: custodian && [{ text: custodian.name, href: custodian.href }],
    reports:
      reports &&
      reports.map((report) => ({
        text: `${report.title} (${date(report.date)})`,
        href: report.href,
      })),
    // Each distribution against the pool's target: paid, for an open pool; realised, for a closed
    // one. Until there is one, what the record says, as the pool's card says it.
    distributions:
      none !== null
        ? [{ text: none }]
        : (pool.distributions?.map((paid) => ({
            text: formatMessage(locale, words.paid, {
              date: date(paid.date),
              amount: formatUsd(paid.amountUsd, figures),
              apy: percent(paid.apyPercent),
              target: percent(pool.targetApyPercent),
            }),
            href: paid.txUrl,
          })) ?? null),
  };
}

function Photos({ photos }: { photos: ProofPhoto[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {photos.map((photo, index) => (
        <li key={photo.src} className={cn(index === 0 && 'sm:col-span-2')}>
          <picture>
            {photo.sources.map((source) => (
              <source
                key={source.type}
                type={source.type}
                srcSet={source.srcset}
                sizes={photo.sizes}
              />
            ))}
            <img
              src={photo.src}
              srcSet={photo.srcset}
              sizes={photo.sizes}
              alt={photo.alt}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              decoding="async"
              // The surface-muted colour holds the photo's place until it arrives.
              className="h-auto w-full rounded-card bg-surface-muted object-cover"
            />
          </picture>
        </li>
      ))}
    </ul>
  );
}

/**
 * What a visitor can check about the pool, as a fact sheet: the property (its address and the
 * operator's photos), the legal vehicle with its registry entry, the licence and its regulator,
 * the contract with its explorer link, the custodian, the audits and reports, and the
 * distributions paid against the target. A fact not given yet is not drawn: the facts still to
 * come are named once, in one short list, with what that means (no deposit until then).
 */
export function PoolProof({ id = 'proof', pool, offering, t, photos }: PoolProofProps) {
  const words = t.poolPage.proof;
  const lines = factLines(pool, offering, words, t.pools.yield.paid, toFigureFormat(t.format));
  const given = (Object.keys(lines) as Array<keyof typeof lines>).filter((key) => lines[key]);
  const toCome: SlotId[] = [
    ...(pool.property === null ? (['property'] as const) : []),
    ...(Object.keys(lines) as Array<keyof typeof lines>).filter((key) => lines[key] === null),
  ];
  return (
    <Section id={id} title={words.title} lead={words.intro}>
      <div className="grid gap-8 lg:grid-cols-12 lg:gap-12">
        {pool.property ? (
          <section
            aria-labelledby={`${id}-property`}
            data-proof-slot="property"
            className="lg:col-span-5"
          >
            <h3 id={`${id}-property`} className="text-lg font-semibold">
              {words.slots.property.title}
            </h3>
            <p className="mt-1 mb-4 text-pretty text-muted">{pool.property.address}</p>
            <Photos photos={photos} />
          </section>
        ) : null}
        <div
          className={cn(
            'grid content-start gap-8',
            pool.property ? 'lg:col-span-7' : 'lg:col-span-12',
          )}
        >
          {given.length > 0 ? (
            <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2">
              {given.map((slot) => (
                <li
                  key={slot}
                  data-proof-slot={slot}
                  // An odd last record takes the row, so its rule does not stop halfway.
                  className="flex flex-col gap-2 border-t border-line pt-4 sm:last:odd:col-span-2"
                >
                  <h3 className="font-semibold">{words.slots[slot].title}</h3>
                  <ul className="flex flex-col gap-1">
                    {(lines[slot] ?? []).map((line) => (
                      <li
                        key={line.text}
                        className={cn('text-ink', line.mono && 'font-mono text-sm')}
                      >
                        {line.mono ? (
                          // A contract address breaks only at its middle, into two even halves.
                          <>
                            <span className="whitespace-nowrap">
                              {line.text.slice(0, Math.ceil(line.text.length / 2))}
                            </span>
                            <wbr />
                            <span className="whitespace-nowrap">
                              {line.text.slice(Math.ceil(line.text.length / 2))}
                            </span>
                          </>
                        ) : line.href ? (
                          <a
                            href={line.href}
                            rel="noopener noreferrer"
                            className="font-medium text-brand-ink underline underline-offset-2"
                          >
                            {keepHyphenated(line.text)}
                          </a>
                        ) : (
                          keepHyphenated(line.text)
                        )}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          ) : null}
          {toCome.length > 0 ? (
            <section
              aria-labelledby={`${id}-to-come`}
              data-proof-to-come
              className="rounded-card border border-dashed border-line-strong p-5 sm:p-6"
            >
              <h3 id={`${id}-to-come`} className="flex items-center gap-2 font-semibold">
                <Clock3 aria-hidden="true" className="size-4 text-muted" strokeWidth={1.75} />
                {words.toCome.title}
              </h3>
              <ul className="mt-3 grid gap-x-8 gap-y-3 sm:grid-cols-2">
                {toCome.map((slot) => (
                  <li key={slot} data-proof-slot={slot}>
                    <span className="font-medium text-ink">{words.slots[slot].title}</span>
                    <span className="block text-sm text-pretty text-muted">
                      {keepHyphenated(words.slots[slot].text)}
                    </span>
                  </li>
                ))}
              </ul>
              <p className="mt-4 text-sm text-muted">{words.toCome.text}</p>
            </section>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
