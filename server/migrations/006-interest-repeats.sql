-- An entry belongs to whoever sent it first: a repeat from the same address (in any case) no
-- longer overwrites it, since anyone who knows an address could change that person's answers.
-- Each repeat is kept here instead, beside its entry, for the team (npm run interest), and goes
-- with the entry when it is removed or expires.
CREATE TABLE interest_repeats (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  entry_id TEXT NOT NULL REFERENCES interest_entries (id) ON DELETE CASCADE,
  -- ISO 8601 UTC.
  received_at TEXT NOT NULL,
  -- The repeat's answers, as sent (application-only ones NULL on a waitlist repeat).
  email TEXT NOT NULL,
  name TEXT,
  country TEXT NOT NULL,
  investor_type TEXT,
  amount_band TEXT,
  message TEXT,
  locale TEXT NOT NULL DEFAULT 'en',
  ip_hash TEXT,
  user_agent TEXT
) STRICT;

CREATE INDEX interest_repeats_entry ON interest_repeats (entry_id);

-- When the visitor's confirmation was last queued: a repeat within a day of it sends nothing, so
-- the form cannot be used to mail one address again and again.
ALTER TABLE interest_entries ADD COLUMN confirmed_at TEXT;

UPDATE interest_entries SET confirmed_at = updated_at;
