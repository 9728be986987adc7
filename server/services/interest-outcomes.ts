/**
 * Where the interest routes' answers lead: the outcome page of each answer (a browser's native form post is answered with a 303 to one). Apart from
 * services/interest.ts so the routes and the error handler's form config read it without the kit.
 */
import type { FastifyRequest } from 'fastify';
import {
  type ConfirmationState,
  type InterestErrorCode,
  type InterestKind,
  type InterestOutcome,
} from '#contracts/interest.ts';
import { DEFAULT_LOCALE, localePath, type Locale } from '#contracts/locale.ts';
import '../app-decorations.ts';
import type { FormRouteConfig } from '../plugins/error-handler.ts';

/** File of the build that publishes the pools' ids, names and statuses (src/pages/pools.json.ts). */
export const POOL_FACTS_FILE = 'pools.json';

/** The page a browser's native form post lands on, by the answer's code (src/pages/interest/). */
const OUTCOME_BY_CODE: Partial<Record<InterestErrorCode, InterestOutcome>> = {
  missing_fields: 'missing',
  invalid_email: 'invalid-email',
  too_long: 'too-long',
  payload_too_large: 'too-long',
  rate_limited: 'rate-limited',
  not_available: 'not-available',
  pool_not_open: 'not-open',
  pool_not_upcoming: 'not-open',
  link_invalid: 'link-invalid',
};

/**
 * The URL of an outcome page, in `locale` (an outcome page is built for every locale). With a
 * pool, the page that names it: the build has one per outcome for each pool that takes entries
 * (src/pages/[...locale]/interest/[outcome]/[pool].astro).
 */
export function interestOutcomePath(
  outcome: InterestOutcome,
  locale: Locale = DEFAULT_LOCALE,
  poolId?: string,
): string {
  const page = `/interest/${outcome}${poolId === undefined ? '' : `/${encodeURIComponent(poolId)}`}`;
  return localePath(page, locale);
}

/**
 * The outcome page of a failed application or waitlist post (FormRouteConfig.outcomePage): the
 * one naming the posted pool when the build has it, so its first button leads back to that form.
 */
export function interestOutcomePage(code: string, request: FastifyRequest): string | undefined {
  // A cross-site post gets no help finding our pages; every other failure has one.
  if (code === 'forbidden_origin') return undefined;
  const poolId = (request.body as { poolId?: unknown } | undefined)?.poolId;
  const named =
    typeof poolId === 'string' && request.server.interest.takesEntries(poolId) ? poolId : undefined;
  return interestOutcomePath(
    OUTCOME_BY_CODE[code as InterestErrorCode] ?? 'error',
    DEFAULT_LOCALE,
    named,
  );
}

/**
 * The outcome page of a stored entry, by what was done about its confirmation e-mail: the
 * "check your inbox" page of its kind when one was queued, else the page that says why not.
 */
export function receivedOutcome(kind: InterestKind, state: ConfirmationState): InterestOutcome {
  if (state === 'recent') return 'confirm-recent';
  if (state === 'limited') return 'confirm-limited';
  if (state === 'off') return 'mail-off';
  return kind === 'application' ? 'applied' : 'waitlisted';
}

/** The outcome page of a confirmed entry, by its kind. */
export function confirmedOutcome(kind: InterestKind): InterestOutcome {
  return kind === 'application' ? 'application-confirmed' : 'waitlist-confirmed';
}

/** A form route's config for an interest form with these fields and limits. */
export function interestForm(
  fields: readonly string[],
  maxLengths: Readonly<Record<string, number>>,
): FormRouteConfig {
  return { fields, maxLengths, outcomePage: interestOutcomePage };
}
