-- Contact messages sent through POST /api/contact, and their e-mail forwarding state.
CREATE TABLE contact_messages (
  id TEXT PRIMARY KEY,
  -- ISO 8601 UTC with milliseconds (Date#toISOString), so text order is time order.
  received_at TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  -- HMAC-SHA256 of the client IP with a secret salt: lets operators spot one sender, never stores the IP.
  ip_hash TEXT,
  user_agent TEXT,
  spam INTEGER NOT NULL DEFAULT 0 CHECK (spam IN (0, 1)),
  -- skipped: spam, or forwarding was off when the message arrived.
  forward_status TEXT NOT NULL CHECK (forward_status IN ('pending', 'sent', 'failed', 'skipped')),
  forward_attempts INTEGER NOT NULL DEFAULT 0,
  forward_last_error TEXT,
  -- When the worker may try (again); NULL once sent, skipped or given up.
  forward_next_attempt_at TEXT,
  forwarded_at TEXT
) STRICT;

CREATE INDEX contact_messages_received_at ON contact_messages (received_at);

CREATE INDEX contact_messages_forward_due ON contact_messages (forward_next_attempt_at)
  WHERE forward_next_attempt_at IS NOT NULL;

-- Small server-owned values that must survive restarts (the IP hash salt).
CREATE TABLE server_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;
