// The pool pages' forms (apply for access, join the waitlist) as lib/form-client.ts reads them:
// their contracts, the fields a visitor sees, and the answer that means stored.
import {
  APPLICATION_FIELDS,
  INTEREST_HONEYPOT_FIELD,
  WAITLIST_FIELDS,
  applicationSchema,
  interestReceivedBodySchema,
  isExcludedCountry,
  waitlistSchema,
  type InterestKind,
} from '#contracts/interest.ts';
import type { FormSpec } from './form-client';

/** A form's contract fields without the hidden pool id. */
function withoutPoolId<T extends string>(fields: readonly T[]): Exclude<T, 'poolId'>[] {
  return fields.filter((field): field is Exclude<T, 'poolId'> => field !== 'poolId');
}

/** The application's fields a visitor sees and can be told to fix (poolId is hidden). */
export const APPLICATION_VISIBLE_FIELDS = [
  ...withoutPoolId(APPLICATION_FIELDS),
  'message',
] as const;
/** The waitlist's fields a visitor sees. */
export const WAITLIST_VISIBLE_FIELDS = [...withoutPoolId(WAITLIST_FIELDS), 'name'] as const;

/** A visible field of either pool form. */
export type InterestField =
  (typeof APPLICATION_VISIBLE_FIELDS)[number] | (typeof WAITLIST_VISIBLE_FIELDS)[number];

function interestForm<F extends InterestField>(
  kind: InterestKind,
  endpoint: string,
  spec: Pick<FormSpec<F>, 'schema' | 'order' | 'visible'>,
): FormSpec<F> {
  return {
    ...spec,
    endpoint,
    honeypot: INTEREST_HONEYPOT_FIELD,
    // Only a 200 naming this form means stored: a 200 could also be a captive portal's page.
    stored: (status, body) => {
      const received = interestReceivedBodySchema.safeParse(body);
      return status === 200 && received.success && received.data.kind === kind;
    },
    excludedCountry: isExcludedCountry,
  };
}

/** Apply for access to an Open pool. */
export const APPLICATION_FORM = interestForm('application', '/api/applications', {
  schema: applicationSchema,
  order: APPLICATION_FIELDS,
  visible: APPLICATION_VISIBLE_FIELDS,
});

/** Join an Upcoming pool's waitlist. */
export const WAITLIST_FORM = interestForm('waitlist', '/api/waitlist', {
  schema: waitlistSchema,
  order: WAITLIST_FIELDS,
  visible: WAITLIST_VISIBLE_FIELDS,
});
