// What the e2e server stored, read back with the operators' own commands (npm run messages,
// npm run interest), as the specs that send forms check it.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';

/** Where the e2e server keeps its SQLite file (playwright.config.ts; E2E_DATA_DIR for a private run). */
const E2E_DATA_DIR = process.env['E2E_DATA_DIR'] ?? 'e2e/.data';
const execFileAsync = promisify(execFile);

/** The parsed `--json` output of an operators' script, run against the e2e server's data. */
export async function storedRows<T>(script: string, args: readonly string[] = []): Promise<T[]> {
  const { stdout } = await execFileAsync(process.execPath, [script, '--json', ...args], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
  });
  return JSON.parse(stdout) as T[];
}

/** An application or waitlist entry as `npm run interest -- --json` lists it. */
export interface StoredEntry {
  kind: 'application' | 'waitlist';
  poolId: string;
  email: string;
  name: string | null;
  country: string;
  investorType: string | null;
  amountBand: string | null;
  message: string | null;
  locale: string;
}

/** The entries the e2e server stored, read with the operators' command. */
export function storedEntries(): Promise<StoredEntry[]> {
  return storedRows<StoredEntry>('scripts/cli/interest.ts');
}

/** An address unique to one test (specs run in parallel, and a repeat updates its entry). */
export const uniqueEmail = (label: string) =>
  `e2e-${label}-${randomUUID().slice(0, 8)}@example.com`;
