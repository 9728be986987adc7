/**
 * The two signed links of the interest e-mails (server/tokens.ts): what each HMAC is for, so a
 * token made for one never opens the other, and how long each works.
 */
import { CONFIRMATIONS_PER_DOMAIN_PER_DAY } from '#contracts/retention.ts';
import { CONFIRM_LINK_DAYS } from '#contracts/interest.ts';
import { LINK_TOKEN_TTL_MS } from '../tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the HMAC of removal links is for. */
export const REMOVE_LINK_PURPOSE = 'interest-remove';
/** What the HMAC of confirm links is for. */
export const CONFIRM_LINK_PURPOSE = 'interest-confirm';

/**
 * How long a confirm link works (contracts' CONFIRM_LINK_DAYS, a week: enough to find the e-mail
 * after a holiday weekend).
 * An entry still unconfirmed when its latest link expires is deleted (retention.ts).
 */
export const CONFIRM_LINK_TTL_MS = CONFIRM_LINK_DAYS * DAY_MS;
/** The same, in days, as the e-mails, the pages and the privacy notice say it. */
export { CONFIRM_LINK_DAYS };

/** How long a removal link works, in days (tokens.ts LINK_TOKEN_TTL_MS). */
export const REMOVAL_LINK_DAYS = Math.round(LINK_TOKEN_TTL_MS / DAY_MS);

/**
 * At most one confirmation e-mail per mailbox (tags stripped, case folded) and pool in this
 * time, however often the form is sent with that address or its `+tag` variants.
 */
export const CONFIRMATION_WINDOW_MS = DAY_MS;

/**
 * At most this many confirmation e-mails a day to one recipient domain: a catch-all domain
 * (`anything@victim.example`) cannot be flooded through the forms. Generous for the large
 * providers at this site's volume; an operator who sees real visitors refused raises it.
 */
export { CONFIRMATIONS_PER_DOMAIN_PER_DAY };
