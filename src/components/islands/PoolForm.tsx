// The pool pages' island: apply for access to an Open pool, or join an Upcoming pool's waitlist
// (the same form, the application's own fields added). Without JavaScript it posts natively; with
// it, it checks and sends in place (site-form.tsx) and a confirmation naming the pool replaces it.
import {
  AMOUNT_BANDS,
  APPLICATION_MAX_LENGTHS,
  INVESTOR_TYPES,
  WAITLIST_MAX_LENGTHS,
} from '#contracts/form-constants.ts';
import type { InterestKind, InterestReceivedBody } from '#contracts/interest.ts';
import type { Words } from '@/content/i18n';
import type { CountryOption } from '@/lib/countries';
import { Button } from '@/components/ui/Button';
import { Confirmation } from '@/components/ui/Confirmation';
import type { FormSpec } from './send-form';
import { SiteForm, type FieldSpec, type FormPageProps } from './site-form';

/** What a pool form's page hands its island, all of it in the page's language. */
export interface PoolFormProps extends FormPageProps {
  /** The pool the form registers interest in (posted as `poolId`), and its page. */
  pool: { id: string; name: string; status: 'Open' | 'Upcoming'; href: string };
  /** The pool forms' words (`poolPage.forms`). */
  words: Words['poolPage']['forms'];
  /** The interest words (the consent, the choices, the toasts, the confirmation), not its pages'. */
  interest: Omit<Words['interest'], 'confirm' | 'remove'>;
  /** The risk disclosure and the privacy notice, linked from the boxes to tick. */
  links: { risk: string; privacy: string };
  /** Every country by its name in the page's language, in that language's order. */
  countries: readonly CountryOption[];
  /** Countries whose residents may not register interest: the island answers them at once. */
  excludedCountries: readonly string[];
}

/** A pool form's spec: only a 200 naming this form means stored (not a captive portal's page). */
const poolSpec = (id: InterestKind, endpoint: string, maxLengths: FormSpec['maxLengths']) => ({
  id,
  maxLengths,
  endpoint,
  stored: (status: number, body: unknown) =>
    status === 200 && (body as Partial<InterestReceivedBody> | null)?.kind === id,
});

export const APPLICATION_FORM = poolSpec(
  'application',
  '/api/applications',
  APPLICATION_MAX_LENGTHS,
);
export const WAITLIST_FORM = poolSpec('waitlist', '/api/waitlist', WAITLIST_MAX_LENGTHS);

/** A box's words with a link in them (the risk disclosure, the privacy notice). */
function linked(text: string, link: { label: string; href: string }, after = '') {
  return (
    <>
      {text}{' '}
      <a
        href={link.href}
        className="font-medium text-brand-ink underline underline-offset-2 hover:text-brand"
      >
        {link.label}
      </a>
      {after}
    </>
  );
}

/** The choices of a select or radio group: each value of the contract with its words. */
const choices = <T extends string>(values: readonly T[], words: Record<T, string>) =>
  values.map((value) => [value, words[value]] as const);

/** A pool's form as a visitor reads it: who and where, the application's choices, boxes to tick. */
export function PoolForm({ pool, words, interest, links, ...page }: PoolFormProps) {
  const { application, waitlist, requiredFields } = words;
  const { consent, amountBands, investorTypes } = interest;
  const open = pool.status === 'Open';
  const kind = open ? 'applied' : 'waitlisted';
  const privacy = { label: consent.privacyLink, href: links.privacy };
  const { text, link, after } = application.riskRead;
  const riskRead = linked(text, { label: link, href: links.risk }, after);
  const country = { name: 'country', kind: 'select', options: page.countries } as const;
  const bands = choices(AMOUNT_BANDS, amountBands);
  const investors = choices(INVESTOR_TYPES, investorTypes);
  const fields: readonly (FieldSpec | FieldSpec[])[] = open
    ? [
        { name: 'name', kind: 'text', ...application.name },
        { name: 'email', kind: 'email', ...application.email },
        { ...country, ...application.country },
        { name: 'amountBand', kind: 'select', options: bands, ...application.amountBand },
        { name: 'investorType', kind: 'radio', options: investors, ...application.investorType },
        [
          { name: 'notUsPerson', kind: 'checkbox', label: application.notUsPerson },
          { name: 'riskRead', kind: 'checkbox', label: riskRead },
          { name: 'consent', kind: 'checkbox', label: linked(consent.application, privacy) },
        ],
        { name: 'message', kind: 'textarea', optional: true, rows: 4, ...application.message },
      ]
    : [
        // The application's order, in one column: the country's line on who may invest reads
        // under it at full width.
        { name: 'name', kind: 'text', optional: true, wide: true, ...waitlist.name },
        { name: 'email', kind: 'email', wide: true, ...waitlist.email },
        { ...country, wide: true, ...waitlist.country },
        [{ name: 'consent', kind: 'checkbox', label: linked(consent.waitlist, privacy) }],
      ];
  const { submit, submitNote } = open ? application : waitlist;
  const { lead, steps } = interest.confirmations[kind];
  // The waitlist's consent says what it is for in its own words.
  const consentRequired = requiredFields[open ? 'consent' : 'waitlistConsent'];

  return (
    <SiteForm
      {...page}
      spec={open ? APPLICATION_FORM : WAITLIST_FORM}
      fields={fields}
      hidden={{ poolId: pool.id }}
      words={{
        ...words,
        submit,
        submitNote,
        requiredFields: { ...requiredFields, consent: consentRequired },
      }}
      outcomes={interest.outcomes}
      confirmation={
        <Confirmation
          title={interest.outcomes[kind].title}
          lead={lead.replace('{pool}', pool.name)}
          stepsTitle={interest.nextStepsTitle}
          steps={steps}
          headingRef={(heading) => heading?.focus()}
        >
          <Button href={pool.href} size="lg" variant="outline">
            {interest.outcomeLinks.pool}
          </Button>
        </Confirmation>
      }
    />
  );
}
