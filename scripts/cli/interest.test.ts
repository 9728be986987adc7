import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db.ts';
import {
  createInterestEntriesRepository,
  type NewInterestEntry,
} from '#server/repositories/interest-entries.ts';
import { runScript } from './cli.fixtures.ts';

const SCRIPT = fileURLToPath(new URL('./interest.ts', import.meta.url));

let root: string;
let dataDir: string;

/** Runs the script as operators do, in a child process with its own DATA_DIR. */
function runInterest(args: string[], env: Record<string, string> = { DATA_DIR: dataDir }) {
  return runScript(SCRIPT, args, env);
}

function application(overrides: Partial<NewInterestEntry>): NewInterestEntry {
  return {
    kind: 'application',
    poolId: 'dubai-1',
    email: 'someone@example.com',
    name: 'Someone',
    country: 'GB',
    investorType: 'company',
    amountBand: '50k-100k',
    notUsPerson: true,
    riskRead: true,
    message: null,
    consentVersion: 'application-consent-v1',
    consentedAt: '2026-01-01T00:00:00.000Z',
    ipHash: 'abc',
    userAgent: 'UA',
    at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function waitlist(overrides: Partial<NewInterestEntry>): NewInterestEntry {
  return application({
    kind: 'waitlist',
    poolId: 'dubai-2',
    name: null,
    investorType: null,
    amountBand: null,
    notUsPerson: null,
    riskRead: null,
    consentVersion: 'waitlist-consent-v1',
    ...overrides,
  });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'realyield-interest-cli-'));
  dataDir = path.join(root, 'data');
  const db = openDatabase(dataDir);
  const repository = createInterestEntriesRepository(db);
  // Out of order: the script sorts by the latest registration.
  const middle = repository.save(
    application({ at: '2026-01-15T09:30:00.000Z', email: 'middle@example.com' }),
  );
  repository.confirm(middle.id, '2026-01-15T10:00:00.000Z');
  // A repeat from the same address in another case: kept beside the entry, never over it.
  repository.save(
    application({
      at: '2026-01-16T10:00:00.000Z',
      email: 'MIDDLE@example.com',
      name: 'Someone Else',
      amountBand: '100k-plus',
      message: 'Changed my mind',
    }),
  );
  repository.save(
    waitlist({ at: '2025-12-31T23:59:59.999Z', email: 'oldest@example.com', locale: 'ar' }),
  );
  const newest = repository.save(
    application({
      at: '2026-02-01T12:00:00.000Z',
      email: 'newest@example.com',
      name: '=HYPERLINK("http://evil.example")',
      message: 'Line one\r\nLine two, with a comma',
    }),
  );
  repository.confirm(newest.id, '2026-02-01T12:05:00.000Z');
  // oldest@ (the waitlist entry) is never confirmed: not a lead.
  db.close();
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('npm run interest', () => {
  it('prints every field as stored with --json, newest first', async () => {
    const result = await runInterest(['--json']);
    expect(result.code).toBe(0);
    const entries = JSON.parse(result.stdout) as Array<Record<string, unknown>>;
    expect(entries.map((entry) => entry['email'])).toEqual([
      'newest@example.com',
      'middle@example.com',
      'oldest@example.com',
    ]);
    expect(entries[0]).toEqual({
      id: expect.any(String),
      kind: 'application',
      poolId: 'dubai-1',
      email: 'newest@example.com',
      name: '=HYPERLINK("http://evil.example")',
      country: 'GB',
      investorType: 'company',
      amountBand: '50k-100k',
      notUsPerson: true,
      riskRead: true,
      message: 'Line one\r\nLine two, with a comma',
      consentVersion: 'application-consent-v1',
      consentedAt: '2026-01-01T00:00:00.000Z',
      ipHash: 'abc',
      userAgent: 'UA',
      locale: 'en',
      createdAt: '2026-02-01T12:00:00.000Z',
      updatedAt: '2026-02-01T12:00:00.000Z',
      confirmedAt: '2026-02-01T12:05:00.000Z',
      confirmationSentAt: null,
      repeats: [],
    });
    // The team sees the first answers and the repeat beside them.
    expect(entries[1]).toMatchObject({
      email: 'middle@example.com',
      name: 'Someone',
      amountBand: '50k-100k',
      repeats: [
        {
          email: 'MIDDLE@example.com',
          name: 'Someone Else',
          amountBand: '100k-plus',
          message: 'Changed my mind',
        },
      ],
    });
    expect(entries[2]).toMatchObject({
      kind: 'waitlist',
      poolId: 'dubai-2',
      name: null,
      locale: 'ar',
      confirmedAt: null,
    });
  });

  it('filters by --pool, --kind and --since', async () => {
    const emails = async (args: string[]) =>
      (JSON.parse((await runInterest(['--json', ...args])).stdout) as Array<{ email: string }>).map(
        (entry) => entry.email,
      );
    expect(await emails(['--pool', 'dubai-2'])).toEqual(['oldest@example.com']);
    expect(await emails(['--kind', 'application'])).toEqual([
      'newest@example.com',
      'middle@example.com',
    ]);
    expect(await emails(['--since', '2026-01-15'])).toEqual([
      'newest@example.com',
      'middle@example.com',
    ]);
    expect(await emails(['--kind', 'waitlist', '--since', '2026-01-01'])).toEqual([]);
  });

  it('writes formula-safe CSV', async () => {
    const result = await runInterest(['--csv']);
    expect(result.code).toBe(0);
    const [header, first] = result.stdout.split('\r\n');
    expect(header).toBe(
      'id,kind,pool_id,created_at,updated_at,confirmed_at,name,email,country,locale,investor_type,amount_band,not_us_person,risk_read,message,consent_version,consented_at,user_agent,ip_hash,repeats',
    );
    expect(first).toContain(',application,dubai-1,');
    expect(first).toContain(',newest@example.com,GB,en,company,');
    expect(result.stdout).toContain(',oldest@example.com,GB,ar,,');
    expect(first).toContain(`,"'=HYPERLINK(""http://evil.example"")",newest@example.com,`);
    expect(result.stdout).toContain('"Line one\r\nLine two, with a comma"');
  });

  it('prints readable text, and refuses bad options with the usage', async () => {
    const text = await runInterest([]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('[waitlist] dubai-2  <oldest@example.com>  GB  [language: ar]');
    expect(text.stdout).toContain('2 leads and 1 unconfirmed entry, newest first.');
    // The unconfirmed entry is listed apart, after the leads.
    const apart = text.stdout.indexOf('Unconfirmed, not leads');
    expect(apart).toBeGreaterThan(text.stdout.indexOf('<middle@example.com>'));
    expect(text.stdout.indexOf('<oldest@example.com>')).toBeGreaterThan(apart);
    expect(text.stdout).toContain(
      '    repeat 2026-01-16 10:00:00 UTC: Someone Else <MIDDLE@example.com>  GB, company, 100k-plus',
    );
    const bad = await runInterest(['--kind', 'spam']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--kind: "spam" is not one of application, waitlist');
    expect((await runInterest(['--since', 'yesterday'])).code).toBe(1);
    const missing = await runInterest(['--json'], { DATA_DIR: path.join(root, 'none') });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No database found');
  });
});

describe('piped into a reader that stops early (`| head -1`)', () => {
  it('ends quietly, without an EPIPE stack', async () => {
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, [SCRIPT], {
      env: { PATH: process.env['PATH'] ?? '', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // The reader leaves at the first byte, as `head -c 1` would.
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(stderr).not.toMatch(/EPIPE|Error/);
    expect(code).toBe(0);
  });
});
