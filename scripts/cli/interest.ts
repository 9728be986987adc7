/**
 * `npm run interest`: prints the stored applications and waitlist entries, newest first, each
 * with the language of the page it was sent from (`locale`: en, ar). Only a confirmed entry (its
 * address's owner followed the confirm link) is a lead; unconfirmed ones are listed apart.
 *
 *   npm run interest                         readable text
 *   npm run interest -- --json               a JSON array, every field as stored, nothing else
 *   npm run interest -- --csv                CSV (RFC 4180), formulas defused for spreadsheets
 *   npm run interest -- --pool dubai-1       one pool only
 *   npm run interest -- --kind waitlist      applications or waitlist entries only
 *   npm run interest -- --since 2026-01-01   registered (or updated) on or after that day (UTC)
 *
 * Reads DATA_DIR like the server (default ./data, relative to the repository); never writes.
 */
import { INTEREST_KINDS, type InterestKind } from '#contracts/interest.ts';
import {
  createInterestEntriesRepository,
  type StoredInterestEntry,
} from '#server/repositories/interest-entries.ts';
import { type CsvColumns, UsageError, listingCommand, printable, runAsMain } from './cli.ts';

const USAGE = `Usage: npm run interest -- [--json | --csv] [--pool ID] [--kind application|waitlist] [--since YYYY-MM-DD]

Prints the applications and waitlist entries stored in DATA_DIR (default ./data), newest first
(by their latest registration): the leads (confirmed by the address's owner through the link
e-mailed to it), then, apart, the unconfirmed entries, which are not leads and are deleted when
their confirm link expires. A repeat from the same address never changes an entry: it is listed
under it ("repeat"), and in --json as the entry's "repeats". --json and --csv carry every entry
with its confirmed_at (empty: unconfirmed).
  --json           a JSON array of entries, every field as stored (kind, poolId, locale, ...)
  --csv            CSV with a header row (RFC 4180 quoting); text a spreadsheet would run as a
                   formula (starting with = + - or @) gets a leading apostrophe
  --pool ID        only entries for this pool (e.g. dubai-1)
  --kind KIND      only applications or only waitlist entries
  --since DATE     only entries registered or updated on or after DATE (YYYY-MM-DD in UTC, or an
                   ISO 8601 date-time with a time zone)
  --help           this text`;

/** Reads --kind and --pool; throws UsageError on a mistake. */
function readOwnFlags(values: { kind?: string; pool?: string }) {
  const command: { kind?: InterestKind; poolId?: string } = {};
  if (values.kind !== undefined) {
    if (!(INTEREST_KINDS as readonly string[]).includes(values.kind)) {
      throw new UsageError(`--kind: "${values.kind}" is not one of ${INTEREST_KINDS.join(', ')}`);
    }
    command.kind = values.kind as InterestKind;
  }
  if (values.pool !== undefined) command.poolId = values.pool;
  return command;
}

const CSV_COLUMNS: CsvColumns<StoredInterestEntry> = [
  ['id', (entry) => entry.id],
  ['kind', (entry) => entry.kind],
  ['pool_id', (entry) => entry.poolId],
  ['created_at', (entry) => entry.createdAt],
  ['updated_at', (entry) => entry.updatedAt],
  ['confirmed_at', (entry) => entry.confirmedAt],
  ['name', (entry) => entry.name],
  ['email', (entry) => entry.email],
  ['country', (entry) => entry.country],
  ['locale', (entry) => entry.locale],
  ['investor_type', (entry) => entry.investorType],
  ['amount_band', (entry) => entry.amountBand],
  ['not_us_person', (entry) => (entry.notUsPerson === null ? null : Number(entry.notUsPerson))],
  ['risk_read', (entry) => (entry.riskRead === null ? null : Number(entry.riskRead))],
  ['message', (entry) => entry.message],
  ['consent_version', (entry) => entry.consentVersion],
  ['consented_at', (entry) => entry.consentedAt],
  ['user_agent', (entry) => entry.userAgent],
  ['ip_hash', (entry) => entry.ipHash],
  ['repeats', (entry) => entry.repeats.length],
];

/** One block per entry. */
function entryLines(entries: readonly StoredInterestEntry[]): string[] {
  const lines: string[] = [];
  for (const entry of entries) {
    const when = entry.updatedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
    const who = entry.name === null ? '' : `${printable(entry.name)} `;
    lines.push(
      `${when}  [${entry.kind}] ${entry.poolId}  ${who}<${printable(entry.email)}>  ${entry.country}  [language: ${entry.locale}]`,
    );
    if (entry.kind === 'application') {
      lines.push(`    ${entry.investorType ?? '-'}, ${entry.amountBand ?? '-'}`);
    }
    if (entry.message !== null) {
      for (const line of printable(entry.message).split(/\r\n|\r|\n/)) lines.push(`    ${line}`);
    }
    for (const repeat of entry.repeats) {
      const at = repeat.receivedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
      const name = repeat.name === null ? '' : `${printable(repeat.name)} `;
      const answers = [repeat.country, repeat.investorType, repeat.amountBand].filter(Boolean);
      lines.push(`    repeat ${at}: ${name}<${printable(repeat.email)}>  ${answers.join(', ')}`);
      if (repeat.message !== null) {
        for (const line of printable(repeat.message).split(/\r\n|\r|\n/)) {
          lines.push(`      ${line}`);
        }
      }
    }
    lines.push('');
  }
  return lines;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Readable text: the leads, then the unconfirmed entries apart. */
function toText(entries: readonly StoredInterestEntry[]): string {
  const leads = entries.filter((entry) => entry.confirmedAt !== null);
  const unconfirmed = entries.filter((entry) => entry.confirmedAt === null);
  const lines = [`Leads (confirmed): ${leads.length}`, '', ...entryLines(leads)];
  if (unconfirmed.length > 0) {
    lines.push(
      `Unconfirmed, not leads (the address's owner has not followed the confirm link; deleted when it expires): ${unconfirmed.length}`,
      '',
      ...entryLines(unconfirmed),
    );
  }
  lines.push(
    `${plural(leads.length, 'lead', 'leads')} and ${plural(unconfirmed.length, 'unconfirmed entry', 'unconfirmed entries')}, newest first.`,
  );
  return `${lines.join('\n')}\n`;
}

/** Runs the command; returns the exit code. Output goes to the given streams. */
export const run = listingCommand({
  usage: USAGE,
  options: { pool: { type: 'string' }, kind: { type: 'string' } },
  read: readOwnFlags,
  database: 'database',
  list: (db, command) => createInterestEntriesRepository(db).list(command),
  csvColumns: CSV_COLUMNS,
  text: toText,
});

if (import.meta.main) runAsMain(run);
