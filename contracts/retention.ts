/**
 * The periods and limits the privacy notice states, written once where the server (which applies
 * them) and the site (whose notice says them) can both read them.
 */

/** Days a confirmed entry or a message is kept by default (RETENTION_DAYS overrides it). */
export const DEFAULT_RETENTION_DAYS = 730;

/** Days a removal link in an e-mail works. */
export const REMOVAL_LINK_DAYS = 180;

/** Minutes the per-client rate limit counts a client's sends, in memory. */
export const RATE_LIMIT_WINDOW_MINUTES = 10;

/** Confirmation e-mails sent to one recipient domain a day, at most. */
export const CONFIRMATIONS_PER_DOMAIN_PER_DAY = 50;
