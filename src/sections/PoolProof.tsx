import { Clock3 } from 'lucide-react';
import type { Pool } from '@/content/facts';
import type { Words } from '@/content/i18n';
import { Section } from '@/components/ui/Section';
import { cn } from '@/lib/cn';
import { formatUsd, toFigureFormat, type FigureFormat } from '@/lib/format';
import type { ProofPhoto } from '@/lib/property-photos';

type ProofWords = Words['poolPage']['proof'];

export interface PoolProofProps {
  id?: string;
  pool: Pool;
  t: Words;
  /** The property's photos, sized by the page through astro:assets. */
  photos: ProofPhoto[];
}

/** One proof slot: filled with lines (each maybe a link), or pending. */
interface ProofSlot {
  id: 'legal-vehicle' | 'contract' | 'custodian' | 'reports' | 'distributions';
  title: string;
  text: string;
  /** What is published; empty while pending. */
  lines: Array<{ text: string; href?: string; mono?: boolean }>;
  pending: boolean;
}

/** The pool's proof slots, from its facts. */
function proofSlots(pool: Pool, words: ProofWords, figures: FigureFormat): ProofSlot[] {
  const date = (iso: string) =>
    new Intl.DateTimeFormat(figures.numberLocale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const slot = (
    id: ProofSlot['id'],
    card: { title: string; text: string },
    lines: ProofSlot['lines'] | null,
  ): ProofSlot => ({ id, ...card, lines: lines ?? [], pending: lines === null });
  const { contract, legalVehicle: vehicle, custodian, reports } = pool;
  const distributions =
    pool.status === 'Upcoming'
      ? [{ text: words.notOpenYet }]
      : pool.distributions === null
        ? null
        : pool.distributions.length === 0
          ? [{ text: words.noDistributions }]
          : pool.distributions.map((paid) => ({
              text: `${date(paid.date)}: ${formatUsd(paid.amountUsd, figures)}`,
              href: paid.txUrl,
            }));
  return [
    slot(
      'legal-vehicle',
      words.slots.legalVehicle,
      vehicle && [
        { text: vehicle.name, ...(vehicle.registryUrl ? { href: vehicle.registryUrl } : {}) },
        { text: vehicle.jurisdiction },
        { text: vehicle.registration },
      ],
    ),
    slot(
      'contract',
      words.slots.contract,
      contract && [
        { text: contract.chain },
        { text: contract.address, mono: true },
        { text: words.explorer, href: contract.explorerUrl },
      ],
    ),
    slot(
      'custodian',
      words.slots.custodian,
      custodian && [{ text: custodian.name, ...(custodian.href ? { href: custodian.href } : {}) }],
    ),
    slot(
      'reports',
      words.slots.reports,
      reports &&
        reports.map((report) => ({
          text: `${report.title} (${date(report.date)})`,
          href: report.href,
        })),
    ),
    slot('distributions', words.slots.distributions, distributions),
  ];
}

/** The state of a slot the operator has not filled yet: said plainly, never a bracketed token. */
function Pending({ label }: { label: string }) {
  return (
    <p
      data-proof-pending
      className="inline-flex items-center gap-2 rounded-full border border-dashed border-line-strong px-3 py-1 text-sm font-medium text-muted"
    >
      <Clock3 aria-hidden="true" className="size-4" strokeWidth={1.75} />
      {label}
    </p>
  );
}

/**
 * A drawing of a building, shown until the operator's photos are in; its caption says it is an
 * illustration, so it cannot pass for the property.
 */
function PropertyIllustration({ caption }: { caption: string }) {
  return (
    <figure className="overflow-hidden rounded-card border border-line bg-surface-muted">
      <svg
        viewBox="0 0 400 240"
        // The figcaption says what it is (an illustration); the drawing adds nothing to read.
        aria-hidden="true"
        className="block h-auto w-full text-line-strong"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M0 210h400" />
        <rect x="60" y="70" width="110" height="140" rx="4" />
        <rect x="190" y="30" width="90" height="180" rx="4" />
        <rect x="300" y="100" width="60" height="110" rx="4" />
        {[0, 1, 2, 3, 4].map((row) =>
          [0, 1, 2].map((col) => (
            <rect
              key={`a${row}${col}`}
              x={76 + col * 30}
              y={86 + row * 24}
              width="16"
              height="12"
              rx="2"
            />
          )),
        )}
        {[0, 1, 2, 3, 4, 5, 6].map((row) =>
          [0, 1].map((col) => (
            <rect
              key={`b${row}${col}`}
              x={208 + col * 32}
              y={46 + row * 22}
              width="22"
              height="12"
              rx="2"
            />
          )),
        )}
        <path d="M310 130h40M310 155h40M310 180h40" />
      </svg>
      <figcaption className="border-t border-line px-4 py-2 text-sm font-medium text-muted">
        {caption}
      </figcaption>
    </figure>
  );
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
              className="h-auto w-full rounded-card object-cover"
            />
          </picture>
        </li>
      ))}
    </ul>
  );
}

/**
 * What a visitor can check about the pool: the property (the operator's photos, or a labelled
 * illustration), then the legal vehicle, the contract with its explorer link, the custodian, the
 * audits and reports, and the distributions paid. Each slot reads from content; an empty one says
 * it is to be published before launch, in the page's language.
 */
export function PoolProof({ id = 'proof', pool, t, photos }: PoolProofProps) {
  const copy = t.poolPage.proof;
  const slots = proofSlots(pool, copy, toFigureFormat(t.format));
  return (
    <Section id={id} title={copy.title} lead={copy.intro}>
      <div className="grid gap-8 lg:grid-cols-12 lg:gap-12">
        <section
          aria-labelledby={`${id}-property`}
          data-proof-slot="property"
          className="lg:col-span-5"
        >
          <h3 id={`${id}-property`} className="text-lg font-semibold">
            {copy.slots.property.title}
          </h3>
          <p className="mt-1 mb-4 text-pretty text-muted">{copy.slots.property.text}</p>
          {photos.length > 0 ? (
            <Photos photos={photos} />
          ) : (
            <>
              <PropertyIllustration caption={copy.illustration} />
              <div className="mt-3">
                <Pending label={copy.pending} />
              </div>
            </>
          )}
        </section>
        <ul className="grid content-start gap-x-8 gap-y-6 sm:grid-cols-2 lg:col-span-7">
          {slots.map((slot) => (
            <li
              key={slot.id}
              data-proof-slot={slot.id}
              className="flex flex-col gap-2 border-t border-line pt-4"
            >
              <h3 className="font-semibold">{slot.title}</h3>
              <p className="text-sm text-pretty text-muted">{slot.text}</p>
              {slot.pending ? (
                <div>
                  <Pending label={copy.pending} />
                </div>
              ) : (
                <ul className="flex flex-col gap-1">
                  {slot.lines.map((line) => (
                    <li
                      key={line.text}
                      className={cn('text-ink', line.mono && 'font-mono text-sm break-all')}
                    >
                      {line.href ? (
                        <a
                          href={line.href}
                          rel="noopener noreferrer"
                          className="font-medium text-brand-ink underline underline-offset-2"
                        >
                          {line.text}
                        </a>
                      ) : (
                        line.text
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
