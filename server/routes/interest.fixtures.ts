/**
 * Shared by the interest API tests: valid submissions, reading what the app stored through a
 * second connection, and reading a received e-mail's text (the SMTP server: ../smtp.fixtures.ts).
 */
import { openDatabase } from '../db.ts';
import type { ReceivedMail } from '../smtp.fixtures.ts';
import {
  createInterestEntriesRepository,
  type StoredInterestEntry,
} from '../repositories/interest-entries.ts';

/** A valid JSON application to the Open test pool. */
export const VALID_APPLICATION = {
  poolId: 'dubai-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  country: 'GB',
  investorType: 'individual',
  amountBand: '10k-50k',
  notUsPerson: true,
  riskRead: true,
  consent: true,
  message: 'Interested in the next intake.',
} as const;

/** A valid JSON waitlist entry for the Upcoming test pool. */
export const VALID_WAITLIST = {
  poolId: 'dubai-2',
  email: 'grace@example.com',
  country: 'AE',
  consent: true,
} as const;

/** Every stored entry, newest first, read through a separate connection. */
export function storedEntries(dataDir: string): StoredInterestEntry[] {
  const db = openDatabase(dataDir);
  try {
    return createInterestEntriesRepository(db).list();
  } finally {
    db.close();
  }
}

/** Outbox rows (kind, recipient) about interest entries, read through a separate connection. */
export function interestOutbox(dataDir: string): Array<{ kind: string; refId: string }> {
  const db = openDatabase(dataDir);
  try {
    return db
      .prepare("SELECT kind, ref_id FROM outbox WHERE ref_table = 'interest_entries' ORDER BY id")
      .all()
      .map((row) => ({ kind: String(row['kind']), refId: String(row['ref_id']) }));
  } finally {
    db.close();
  }
}

/** The plain-text body of a received e-mail, quoted-printable soft breaks and escapes undone. */
export function mailText(mail: Pick<ReceivedMail, 'raw'>): string {
  const body = mail.raw.slice(mail.raw.indexOf('\r\n\r\n') + 4);
  return body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
