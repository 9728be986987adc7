import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, openDatabase } from '#server/db.ts';
import {
  createContactMessagesRepository,
  type NewContactMessage,
} from '#server/repositories/contact-messages.ts';
import { runScript } from './cli.fixtures.ts';

const SCRIPT = fileURLToPath(new URL('./messages.ts', import.meta.url));

let root: string;
let dataDir: string;

/** Runs the script as operators do, in a child process with its own DATA_DIR. */
function runMessages(args: string[], env: Record<string, string> = { DATA_DIR: dataDir }) {
  return runScript(SCRIPT, args, env);
}

function message(overrides: Partial<NewContactMessage>): NewContactMessage {
  return {
    receivedAt: '2026-01-01T00:00:00.000Z',
    name: 'Someone',
    email: 'someone@example.com',
    message: 'Hello',
    ipHash: null,
    userAgent: null,
    spam: false,
    ...overrides,
  };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'realyield-messages-'));
  dataDir = path.join(root, 'data');
  const db = openDatabase(dataDir);
  const repository = createContactMessagesRepository(db);
  // Inserted out of order: the script must sort by receipt time.
  repository.store(
    message({ receivedAt: '2026-01-15T09:30:00.000Z', name: 'Middle', locale: 'ar' }),
  );
  repository.store(message({ receivedAt: '2025-12-31T23:59:59.999Z', name: 'Oldest' }));
  repository.store(
    message({
      receivedAt: '2026-02-01T12:00:00.000Z',
      name: 'Newest, "quoted"',
      message: 'Line one\r\nLine two, with a comma',
    }),
  );
  repository.store(
    message({
      receivedAt: '2026-01-20T00:00:00.000Z',
      name: 'Bot',
      message: 'Buy now',
      spam: true,
    }),
  );
  db.close();
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

// Each case starts a Node process; they only read, so they run side by side.
describe.concurrent('npm run messages', () => {
  it('prints a JSON array, newest first, spam hidden, nothing else on stdout', async () => {
    const result = await runMessages(['--json']);
    expect(result.code).toBe(0);
    const messages = JSON.parse(result.stdout) as Array<{ name: string; receivedAt: string }>;
    expect(messages.map((item) => item.name)).toEqual(['Newest, "quoted"', 'Middle', 'Oldest']);
    expect(messages[0]).toMatchObject({
      receivedAt: '2026-02-01T12:00:00.000Z',
      message: 'Line one\r\nLine two, with a comma',
      spam: false,
      locale: 'en',
    });
    expect(messages[1]).toMatchObject({ name: 'Middle', locale: 'ar' });
  });

  it('includes spam on request', async () => {
    const result = await runMessages(['--json', '--include-spam']);
    const names = (JSON.parse(result.stdout) as Array<{ name: string }>).map((item) => item.name);
    expect(names).toEqual(['Newest, "quoted"', 'Bot', 'Middle', 'Oldest']);
  });

  it('prints RFC 4180 CSV', async () => {
    const result = await runMessages(['--csv']);
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\r\n');
    expect(lines[0]).toBe(
      'id,received_at,name,email,message,locale,spam,forward_status,forward_attempts,forward_last_error,forwarded_at,user_agent,ip_hash',
    );
    expect(result.stdout).toContain(
      ',2026-02-01T12:00:00.000Z,"Newest, ""quoted""",someone@example.com,"Line one\r\nLine two, with a comma",en,0,skipped,0,,,,\r\n',
    );
    expect(result.stdout).toContain(
      ',2026-01-15T09:30:00.000Z,Middle,someone@example.com,Hello,ar,0,',
    );
    expect(result.stdout.endsWith('\r\n')).toBe(true);
    expect(result.stdout).not.toContain('Bot');
  });

  it('defuses spreadsheet formulas in CSV and keeps them as sent in JSON', async () => {
    const formulaDir = path.join(root, 'formulas');
    const db = openDatabase(formulaDir);
    createContactMessagesRepository(db).store(
      message({
        name: '=HYPERLINK("http://example.com","Open")',
        email: '+tag@example.com',
        message: '@SUM(1,2) and -3 more',
      }),
    );
    db.close();
    const [csv, json] = await Promise.all([
      runMessages(['--csv'], { DATA_DIR: formulaDir }),
      runMessages(['--json'], { DATA_DIR: formulaDir }),
    ]);
    expect(csv.stdout).toContain(
      `,"'=HYPERLINK(""http://example.com"",""Open"")",'+tag@example.com,"'@SUM(1,2) and -3 more",en,0,`,
    );
    expect(JSON.parse(json.stdout)).toMatchObject([
      {
        name: '=HYPERLINK("http://example.com","Open")',
        email: '+tag@example.com',
        message: '@SUM(1,2) and -3 more',
      },
    ]);
  });

  it('filters with --since, a day counting from its start (UTC)', async () => {
    const [day, instant, later] = await Promise.all([
      runMessages(['--json', '--since', '2026-01-15']),
      runMessages(['--json', '--since', '2026-01-15T13:30:00+04:00']),
      runMessages(['--json', '--since', '2026-01-15T09:30:00.001Z']),
    ]);
    expect((JSON.parse(day.stdout) as Array<{ name: string }>).map((item) => item.name)).toEqual([
      'Newest, "quoted"',
      'Middle',
    ]);
    expect(
      (JSON.parse(instant.stdout) as Array<{ name: string }>).map((item) => item.name),
    ).toEqual(['Newest, "quoted"', 'Middle']);
    expect((JSON.parse(later.stdout) as unknown[]).length).toBe(1);
  });

  it('prints readable text by default', async () => {
    const result = await runMessages([]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      '2026-02-01 12:00:00 UTC  Newest, "quoted" <someone@example.com>',
    );
    expect(result.stdout).toContain('    Line two, with a comma');
    expect(result.stdout).toContain(
      '2026-01-15 09:30:00 UTC  Middle <someone@example.com>  [language: ar] [e-mail: skipped]',
    );
    expect(result.stdout.indexOf('Newest')).toBeLessThan(result.stdout.indexOf('Oldest'));
    expect(result.stdout).toContain('3 messages, newest first; 1 spam hidden');
  });

  it.each(['2026-13-01', '2026-02-30', 'yesterday', '2026-01-01T10:00'])(
    'rejects --since %s with a clear error and exit code 1',
    async (since) => {
      const result = await runMessages(['--json', '--since', since]);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(`--since: "${since}" is not a`);
    },
  );

  it('says so clearly when there is no database', async () => {
    const result = await runMessages(['--json'], { DATA_DIR: path.join(root, 'nowhere') });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('No contact messages database found at');
  });

  it('asks for the server to migrate a database older than the code, and refuses a newer one', async () => {
    const migrations = loadMigrations();
    const olderDir = path.join(root, 'older');
    openDatabase(olderDir, migrations.slice(0, -1)).close();
    const older = await runMessages(['--json'], { DATA_DIR: olderDir });
    expect(older).toMatchObject({ code: 1, stdout: '' });
    expect(older.stderr).toBe(
      `The contact messages database is at schema version ${migrations.length - 1}; ` +
        `this code reads version ${migrations.length}.\n` +
        'Start the server once (npm start): it brings the schema up to date. Then run this again.\n',
    );

    const newerDir = path.join(root, 'newer');
    const newer = openDatabase(newerDir, migrations);
    newer
      .prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)')
      .run(99, '099-future.sql', 'now');
    newer.close();
    const result = await runMessages(['--json'], { DATA_DIR: newerDir });
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toContain('is at schema version 99, newer than this code');
  });
});
