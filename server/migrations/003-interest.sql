-- Applications to Open pools and waitlist entries of Upcoming ones (POST /api/applications,
-- POST /api/waitlist). One row per e-mail address, pool and kind: a repeat updates it.
CREATE TABLE interest_entries (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('application', 'waitlist')),
  pool_id TEXT NOT NULL,
  -- Exactly as typed; email_key is its lower-case form, which decides what a repeat is.
  email TEXT NOT NULL,
  email_key TEXT NOT NULL,
  -- Optional on the waitlist.
  name TEXT,
  -- ISO 3166-1 alpha-2.
  country TEXT NOT NULL,
  -- Applications only: NULL on waitlist entries.
  investor_type TEXT CHECK (investor_type IS NULL OR investor_type IN ('individual', 'company')),
  amount_band TEXT
    CHECK (amount_band IS NULL OR amount_band IN ('under-10k', '10k-50k', '50k-100k', '100k-plus')),
  not_us_person INTEGER CHECK (not_us_person IS NULL OR not_us_person IN (0, 1)),
  risk_read INTEGER CHECK (risk_read IS NULL OR risk_read IN (0, 1)),
  message TEXT,
  -- Which consent wording the visitor agreed to (contracts/interest.ts CONSENT_VERSIONS), and when.
  consent_version TEXT NOT NULL,
  consented_at TEXT NOT NULL,
  -- HMAC-SHA256 of the client IP with the contact form's secret salt; never the IP itself.
  ip_hash TEXT,
  user_agent TEXT,
  -- ISO 8601 UTC: first registration, and the latest repeat.
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (kind, pool_id, email_key)
) STRICT;

CREATE INDEX interest_entries_updated_at ON interest_entries (updated_at);
