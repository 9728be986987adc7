/**
 * The interest contracts shared by the pool pages' forms and the server: applying for access to
 * an Open pool (`POST /api/applications`) and joining the waitlist of an Upcoming one
 * (`POST /api/waitlist`), their limits and answers, the outcome pages of a native form post, the
 * published pool facts (`/pools.json`) and the excluded countries.
 * The values the island needs too are in ./form-constants.ts, re-exported here.
 * This module may import only `zod` and its sibling contracts.
 */
import * as z from 'zod/mini';
import { REQUEST_ERROR_CODES } from './errors.ts';
import { localeSchema, type Locale } from './locale.ts';
import {
  FORM_BODY_MAX_BYTES,
  FORM_ERROR_CODES,
  LOCALE_FIELD,
  NAME_MAX_LENGTH,
  isSpam,
  localeField,
  optionalTextField,
  sharedFields,
  textField,
  type FieldProblem,
} from './form-fields.ts';
import { AMOUNT_BANDS, APPLICATION_MAX_LENGTHS, INVESTOR_TYPES } from './form-constants.ts';

export {
  AMOUNT_BANDS,
  APPLICATION_MAX_LENGTHS,
  INVESTOR_TYPES,
  WAITLIST_MAX_LENGTHS,
} from './form-constants.ts';

/** Longest accepted optional message of an application. */
export const INTEREST_MESSAGE_MAX_LENGTH = APPLICATION_MAX_LENGTHS.message;
/** Longest pool id (the content's slugs are far shorter). */
export const POOL_ID_MAX_LENGTH = APPLICATION_MAX_LENGTHS.poolId;
/** One investor type. */
export type InvestorType = (typeof INVESTOR_TYPES)[number];
/** One intended amount band. */
export type AmountBand = (typeof AMOUNT_BANDS)[number];
export { EXCLUDED_COUNTRIES, isExcludedCountry } from './excluded-countries.ts';

/** What an entry is: an application to an Open pool, or a waitlist entry of an Upcoming one. */
export const INTEREST_KINDS = ['application', 'waitlist'] as const;
/** One kind of interest entry (also the `kind` column and `npm run interest -- --kind`). */
export type InterestKind = (typeof INTEREST_KINDS)[number];

/** Largest accepted request body in bytes (every form's). */
export const INTEREST_BODY_MAX_BYTES = FORM_BODY_MAX_BYTES;

/**
 * Version of the consent wording each form shows (src/content/interest.ts holds the words and
 * names this version). The server stores it with the time of consent: bump it whenever the
 * wording changes, so every entry records which words the visitor agreed to.
 */
export const CONSENT_VERSIONS: Record<InterestKind, string> = {
  application: 'application-consent-v1',
  waitlist: 'waitlist-consent-v1',
};

const ISO_ALPHA_2 = /^[A-Z]{2}$/;

function problem(value: FieldProblem) {
  return { params: { problem: value } };
}

/**
 * A required choice among `options`: blank is a missing field (an unchosen select), anything
 * else outside the list is a request no form sends.
 */
function choiceField<const T extends readonly string[]>(options: T) {
  return z.pipe(
    z.string().check(
      z.refine((value) => value.trim() !== '', problem('required')),
      z.refine((value) => options.includes(value), problem('invalid')),
    ),
    z.transform((value) => value as T[number]),
  );
}

/**
 * Country of residence, ISO 3166-1 alpha-2 in upper case. Only the shape is checked here (the
 * browser gets no country table from this module); the server also checks the code is assigned.
 */
function countryField() {
  return z.string().check(
    z.refine((value) => value.trim() !== '', problem('required')),
    z.refine((value) => ISO_ALPHA_2.test(value), problem('invalid')),
  );
}

/**
 * A checkbox that must be ticked: `true` from JSON, `'on'` from a native form post (an unticked
 * box sends nothing, which is a missing field). Anything else counts as not ticked.
 */
function requiredCheckbox() {
  return z.custom<true | 'on'>((value) => value === true || value === 'on', problem('required'));
}

/** The pool an entry is for: a content slug. */
function poolIdField() {
  return z.string().check(
    z.refine((value) => value.trim() !== '', problem('required')),
    z.refine((value) => value.length <= POOL_ID_MAX_LENGTH, problem('too_long')),
    z.refine((value) => /^[a-z0-9-]+$/.test(value), problem('invalid')),
  );
}

/** Apply for access to an Open pool. Unknown keys are rejected. */
export const applicationSchema = z.strictObject({
  /** The pool applied to (its id in src/content/pools.ts); must be Open. */
  poolId: poolIdField(),
  /** Full name, one line, stored as typed. */
  name: textField(NAME_MAX_LENGTH),
  /** The reply address (case kept, compared case-insensitively for repeats), honeypot, language. */
  ...sharedFields(),
  /** Country of residence, ISO 3166-1 alpha-2 (`AE`, `FR`). */
  country: countryField(),
  /** Individual or company. */
  investorType: choiceField(INVESTOR_TYPES),
  /** Intended amount band. */
  amountBand: choiceField(AMOUNT_BANDS),
  /** "I am not a US person": required. */
  notUsPerson: requiredCheckbox(),
  /** "I have read the risk disclosure": required. */
  riskRead: requiredCheckbox(),
  /** Consent to be contacted about this application (wording: CONSENT_VERSIONS.application). */
  consent: requiredCheckbox(),
  /** Optional note to the team; line breaks kept. */
  message: optionalTextField(INTEREST_MESSAGE_MAX_LENGTH, { multiline: true }),
});

/** An application as sent (after validation). */
export type Application = z.infer<typeof applicationSchema>;

/** Join the waitlist of an Upcoming pool. Unknown keys are rejected. */
export const waitlistSchema = z.strictObject({
  /** The pool whose opening the visitor wants to hear about; must be Upcoming. */
  poolId: poolIdField(),
  /** Where the opening is announced, the honeypot and the language. */
  ...sharedFields(),
  /** Country of residence, ISO 3166-1 alpha-2. */
  country: countryField(),
  /** Consent to be e-mailed when this pool opens (wording: CONSENT_VERSIONS.waitlist). */
  consent: requiredCheckbox(),
  /** Optional name; absent and empty are the same. */
  name: optionalTextField(NAME_MAX_LENGTH),
});

/** A waitlist entry as sent (after validation). */
export type WaitlistEntry = z.infer<typeof waitlistSchema>;

/** The application form's fields in the order it shows them (missing ones are named in order). */
export const APPLICATION_FIELDS = [
  'poolId',
  'name',
  'email',
  'country',
  'investorType',
  'amountBand',
  'notUsPerson',
  'riskRead',
  'consent',
] as const;

/** The waitlist form's required fields in the order it shows them. */
export const WAITLIST_FIELDS = ['poolId', 'email', 'country', 'consent'] as const;

/** True when a submission filled in the honeypot (every form's rule). */
export const isInterestSpam = isSpam;

/** Every `error.code` the interest endpoints can answer with. */
export const INTEREST_ERROR_CODES = [
  ...FORM_ERROR_CODES,
  /** 422: the country of residence is on EXCLUDED_COUNTRIES; nothing was stored. */
  'not_available',
  /** 409: an application to a pool that is not Open; nothing was stored. */
  'pool_not_open',
  /** 409: a waitlist entry for a pool that is not Upcoming; nothing was stored. */
  'pool_not_upcoming',
  /** 400 (removal): the link is wrong, tampered with, expired or already used. */
  'link_invalid',
  ...REQUEST_ERROR_CODES,
] as const;

/** An `error.code` of the interest endpoints. */
export type InterestErrorCode = (typeof INTEREST_ERROR_CODES)[number];

/**
 * How many days the confirm link of a confirmation e-mail works (the server signs it for this
 * long, and deletes an entry still unconfirmed when it expires); the pages say it.
 */
export const CONFIRM_LINK_DAYS = 7;

/** What the server did about an entry's confirmation e-mail (see interestReceivedBodySchema). */
export const CONFIRMATION_STATES = ['sent', 'recent', 'limited', 'off'] as const;
/** One of CONFIRMATION_STATES. */
export type ConfirmationState = (typeof CONFIRMATION_STATES)[number];

/**
 * Body of the 200 answer to a JSON client. It says what was sent, never whether the address had
 * an entry already: a repeat past the window gets a new confirmation e-mail, as a new address does.
 */
export const interestReceivedBodySchema = z.strictObject({
  /** Always `received`: the entry is stored (e-mails go out later). */
  status: z.literal('received'),
  /** Which form was received. */
  kind: z.enum(INTEREST_KINDS),
  /**
   * What the server did about the confirmation e-mail, so the form says only that: `sent` (one
   * is queued now), `recent` (one went to this mailbox for this pool within the last day, none
   * now), `limited` (the recipient domain's daily cap is reached, none now), `off` (this server
   * sends no e-mail: the entry cannot be confirmed). This server always sends it; a client
   * reading an answer without it says nothing about an e-mail.
   */
  confirmation: z.optional(z.enum(CONFIRMATION_STATES)),
});

/** Body of the 200 answer to a JSON client. */
export type InterestReceivedBody = z.infer<typeof interestReceivedBodySchema>;

/** Body of `POST /api/interest/remove` (the confirmation page's form). */
export const removalRequestSchema = z.strictObject({
  /** The signed token from the e-mail's link, as the confirmation page carries it. */
  token: z.string().check(z.maxLength(512)),
  /**
   * The confirmation page's language: the outcome page of a link that no longer works is in it
   * (a working link's own language, signed into its token, comes first).
   */
  [LOCALE_FIELD]: localeField(),
});

/**
 * The value of the removal confirmation page's hidden `token` input in the build: the server
 * replaces it with the (HTML-escaped) token of the link that opened the page.
 */
export const REMOVAL_TOKEN_PLACEHOLDER = '__REMOVAL_TOKEN__';

/**
 * The value of the confirm page's hidden `token` input in the build: the server replaces it with
 * the (HTML-escaped) token of the confirm link that opened the page.
 */
export const CONFIRMATION_TOKEN_PLACEHOLDER = '__CONFIRMATION_TOKEN__';

/** Body of `POST /api/interest/confirm` (the confirm page's form): as a removal's. */
export const confirmationRequestSchema = removalRequestSchema;

/** Body of the 200 answer to a JSON confirmation (the first use and any later one alike). */
export const interestConfirmedBodySchema = z.strictObject({
  /** The entry counts as a lead: it reached the team once, on the first use. */
  status: z.literal('confirmed'),
  kind: z.enum(INTEREST_KINDS),
});

/** Body of the 200 answer to a JSON removal. */
export const interestRemovedBodySchema = z.strictObject({
  /** The entry is deleted (erased, not flagged). */
  status: z.literal('removed'),
});

/**
 * Outcomes of a native form post: the server answers with `303 See Other` to
 * `/interest/<outcome>`, and the site builds one static page per entry.
 * `remove` and `confirm` are not outcomes: they are the pages a removal or confirm link opens.
 */
export const interestOutcomeSchema = z.enum([
  'applied',
  'waitlisted',
  // Stored, but no confirmation e-mail now: one went out within the day, the recipient domain's
  // daily cap is reached, or this server sends no e-mail.
  'confirm-recent',
  'confirm-limited',
  'mail-off',
  // The confirm page's button was pressed: the entry counts.
  'application-confirmed',
  'waitlist-confirmed',
  'not-available',
  'not-open',
  'missing',
  'invalid-email',
  'too-long',
  'rate-limited',
  'error',
  'removed',
  'link-invalid',
]);

/** One outcome page of the interest forms. */
export type InterestOutcome = z.infer<typeof interestOutcomeSchema>;

/** A pool's status, as the content names it. */
export const POOL_STATUSES = ['Open', 'Upcoming', 'Closed'] as const;

/**
 * What the server knows about each pool, published by the build at `/pools.json`
 * (src/pages/pools.json.ts, from src/content/pools.ts) and read at start from DIST_DIR.
 */
export const poolFactsSchema = z.array(
  z.strictObject({
    /** The pool's id (slug). */
    id: z.string().check(z.minLength(1), z.maxLength(POOL_ID_MAX_LENGTH)),
    /** Display name, used in e-mails. */
    name: z.string().check(z.minLength(1)),
    /** Open takes applications, Upcoming takes waitlist entries, Closed takes neither. */
    status: z.enum(POOL_STATUSES),
    /**
     * The display name in the other locales, for the visitor's e-mails (`{ ar: '...' }`); a
     * locale left out uses `name`.
     */
    names: z.optional(z.partialRecord(localeSchema, z.string().check(z.minLength(1)))),
  }),
);

/** The published pool facts. */
export type PoolFacts = z.infer<typeof poolFactsSchema>;

/** A pool's display name in `locale`, falling back to its English name. */
export function poolName(pool: PoolFacts[number], locale: Locale): string {
  return pool.names?.[locale] ?? pool.name;
}
