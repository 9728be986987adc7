-- One outbox for every e-mail the server sends. A route writes its own row and the e-mail about
-- it in one transaction; server/outbox-worker.ts sends what is due (at least once, with retries).
CREATE TABLE outbox (
  -- AUTOINCREMENT: an id is never reused, so neither is the Message-ID derived from it.
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- What the e-mail is for: 'contact-forward', later 'application-confirmation'...
  kind TEXT NOT NULL,
  -- The rendered e-mail as JSON ({ from, to, replyTo?, subject, text, html? }), fixed at enqueue
  -- so a retry sends exactly the same e-mail. NULL only on rows migrated from 001: a pending one
  -- is rendered at start by the module that owns its kind, a sent or failed one is history.
  mail TEXT CHECK (mail IS NULL OR json_valid(mail)),
  -- Domain of the From address, set with mail.
  message_domain TEXT,
  -- Sent as the Message-ID header: a copy sent again after a crash is recognisable as the same.
  message_id TEXT GENERATED ALWAYS AS ('<outbox-' || id || '@' || message_domain || '>') VIRTUAL,
  -- The row the e-mail is about, e.g. ('contact_messages', its id).
  ref_table TEXT,
  ref_id TEXT,
  -- pending: to be sent (again), at next_attempt_at; sent; failed: given up after max attempts.
  status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  -- When the worker may try (again); a claim moves it to the end of the lease, so a crash
  -- mid-send makes the row due again then. NULL once sent or failed.
  next_attempt_at TEXT,
  -- Set while a worker is sending the e-mail: the end of its lease.
  lease_until TEXT,
  last_error TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT
) STRICT;

CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';

CREATE INDEX outbox_ref ON outbox (ref_table, ref_id);

-- Contact messages' forwarding state moves to the outbox. A skipped message (spam, or
-- forwarding off) gets no row; the others keep their state, attempts and errors. A failed
-- message that was still being retried is pending again; one given up (no next attempt) is failed.
INSERT INTO outbox (kind, ref_table, ref_id, status, attempts, next_attempt_at, last_error,
  created_at, sent_at)
SELECT 'contact-forward', 'contact_messages', id,
  CASE
    WHEN forward_status = 'sent' THEN 'sent'
    WHEN forward_status = 'failed' AND forward_next_attempt_at IS NULL THEN 'failed'
    ELSE 'pending'
  END,
  forward_attempts,
  CASE WHEN forward_status IN ('pending', 'failed') THEN forward_next_attempt_at END,
  forward_last_error, received_at, forwarded_at
FROM contact_messages
WHERE forward_status <> 'skipped'
ORDER BY received_at, rowid;

DROP INDEX contact_messages_forward_due;
ALTER TABLE contact_messages DROP COLUMN forward_status;
ALTER TABLE contact_messages DROP COLUMN forward_attempts;
ALTER TABLE contact_messages DROP COLUMN forward_last_error;
ALTER TABLE contact_messages DROP COLUMN forward_next_attempt_at;
ALTER TABLE contact_messages DROP COLUMN forwarded_at;
