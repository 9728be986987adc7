-- Double opt-in: an application or waitlist entry counts (reaches the team's e-mail and the leads
-- webhook, and starts its retention period) only once the address's owner follows the confirm
-- link sent to it.
--
-- confirmed_at used to mean "the confirmation e-mail was last queued": it is renamed for that, and
-- confirmed_at now means the owner confirmed the address (NULL until then).
ALTER TABLE interest_entries RENAME COLUMN confirmed_at TO confirmation_sent_at;

ALTER TABLE interest_entries ADD COLUMN confirmed_at TEXT;

-- Entries stored before double opt-in were handled as leads when they arrived (the team and the
-- webhook have them): they stay leads, and their retention runs from their first registration.
UPDATE interest_entries SET confirmed_at = created_at;

CREATE INDEX interest_entries_confirmed_at ON interest_entries (confirmed_at);

-- Every confirmation e-mail queued in the last day, for the one-per-mailbox-and-pool window and
-- the daily cap per recipient domain. Only keyed hashes (HMAC-SHA256 under the link-signing key)
-- of the mailbox (tags stripped, case folded) and of the domain: a stranger can use it to learn
-- nothing, and each row is deleted a day after it was written.
CREATE TABLE confirmation_sends (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  mailbox_hash TEXT NOT NULL,
  domain_hash TEXT NOT NULL,
  pool_id TEXT NOT NULL,
  -- ISO 8601 UTC.
  sent_at TEXT NOT NULL
) STRICT;

CREATE INDEX confirmation_sends_mailbox ON confirmation_sends (mailbox_hash, pool_id, sent_at);

CREATE INDEX confirmation_sends_domain ON confirmation_sends (domain_hash, sent_at);
