/**
 * Shared by the interest API tests: valid submissions, reading what the app stored through a
 * second connection, and a local SMTP server (smtp-server) that keeps what it receives.
 */
import { Writable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../db.ts';
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

/** An e-mail as the test SMTP server received it. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A local SMTP server on 127.0.0.1 that keeps what it receives. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    secure: false,
    // Plain SMTP on loopback: without this nodemailer would try STARTTLS with a self-signed cert.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
          final(done) {
            received.push({
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            done();
            callback();
          },
        }),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('no SMTP port');
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The plain-text body of a received e-mail, quoted-printable soft breaks and escapes undone. */
export function mailText(mail: ReceivedMail): string {
  const body = mail.raw.slice(mail.raw.indexOf('\r\n\r\n') + 4);
  return body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
