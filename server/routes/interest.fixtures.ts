/**
 * Shared by the interest API tests: valid submissions, reading what the app stored through a
 * second connection, reading a received e-mail's text and links (the SMTP server:
 * ../smtp.fixtures.ts), and a leads-webhook receiver.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { openDatabase } from '../db.ts';
import { leadSignature, type LeadEvent } from '../leads-webhook.ts';
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
  country: 'FR',
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

/** A received e-mail decoded: its subject and its text and HTML parts (undefined when absent). */
export interface DecodedMail {
  subject: string;
  text: string;
  html: string | undefined;
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function headersOf(part: string): { headers: string; body: string } {
  const end = part.indexOf('\r\n\r\n');
  return {
    // Unfolded, so each header is on one line.
    headers: part.slice(0, end).replace(/\r\n[ \t]+/g, ' '),
    body: part.slice(end + 4),
  };
}

function header(headers: string, name: string): string {
  return new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '';
}

/** RFC 2047 encoded words (`=?UTF-8?B?...?=`), as nodemailer writes a non-ASCII subject. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replaceAll('_', ' '), 'quoted-printable'),
    );
}

/**
 * Decodes what the test SMTP server received (a single part or multipart/alternative, base64
 * or quoted-printable): enough MIME for the e-mails this server sends, no parser package needed.
 */
export function decodeMail(mail: Pick<ReceivedMail, 'raw'>): DecodedMail {
  const { headers, body } = headersOf(mail.raw);
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/i.exec(header(headers, 'Content-Type'))?.[1];
  const chunks =
    boundary === undefined
      ? [{ headers, body }]
      : body
          .split(`--${boundary}`)
          .slice(1, -1)
          .map((chunk) => headersOf(chunk.replace(/^\r\n/, '')));
  for (const chunk of chunks) {
    const type = header(chunk.headers, 'Content-Type').split(';')[0]?.trim().toLowerCase() ?? '';
    const encoding = header(chunk.headers, 'Content-Transfer-Encoding').trim().toLowerCase();
    parts[type] = decodeBody(chunk.body.replace(/\r\n$/, ''), encoding);
  }
  return {
    subject: decodeWords(header(headers, 'Subject')),
    text: parts['text/plain'] ?? '',
    html: parts['text/html'],
  };
}

/** One delivery a test webhook receiver got, its signature checked against `secret`. */
export interface ReceivedDelivery {
  headers: IncomingMessage['headers'];
  event: LeadEvent;
  /** True when X-RealYield-Signature matched HMAC-SHA256 of `<timestamp>.<body>`. */
  signed: boolean;
}

/** A leads-webhook receiver on a free port that answers 204 and keeps every delivery. */
export async function startWebhookReceiver(secret: string) {
  const received: ReceivedDelivery[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const timestamp = Number(request.headers['x-realyield-timestamp']);
      const signed =
        request.headers['x-realyield-signature'] === leadSignature(secret, timestamp, body);
      received.push({ headers: request.headers, event: JSON.parse(body) as LeadEvent, signed });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/leads`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The path (with its token) of the link in an e-mail's text that starts with `apiPath`. */
export function linkIn(text: string, apiPath: string): string {
  const escaped = apiPath.replaceAll('/', '\\/');
  const match = new RegExp(`https?://[^/\\s]+(${escaped}\\?token=[\\w.%-]+)`).exec(text);
  if (match?.[1] === undefined) throw new Error(`no ${apiPath} link in the e-mail`);
  return match[1];
}

/** The token of a link path. */
export function tokenOf(link: string): string {
  return new URL(link, 'http://x').searchParams.get('token') ?? '';
}
