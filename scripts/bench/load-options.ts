// bench:load's flags (`npm run bench:load -- --senders 50`), and how it prints its verdicts and sizes.
import { parseArgs } from 'node:util';

/** The flags, each a whole number. */
export const OPTIONS = {
  senders: { default: 200, help: 'concurrent senders in the load round' },
  messages: { default: 2000, help: 'messages in the load round' },
  kills: { default: 3, help: 'kill -9 rounds' },
  'crash-messages': { default: 600, help: 'messages per kill round; the kill comes after 1/3' },
  slow: { default: 300, help: 'connections sending a body one byte at a time' },
  silent: { default: 50, help: 'connections that never send a byte' },
  'slow-interval': { default: 5, help: 'seconds between two bytes of a slow body' },
  hold: { default: 20, help: 'seconds the slow and silent connections are held before checking' },
  'max-wal-mb': { default: 16, help: 'largest -wal file that passes, in MB' },
  'shutdown-seconds': { default: 5, help: 'how fast SIGTERM must end the server with exit 0' },
  'hostile-rate': { default: 20, help: 'hostile e-mails posted per second in the hostile round' },
  'hostile-seconds': { default: 10, help: 'length of the hostile round' },
  'max-home-p99-ms': {
    default: 50,
    help: 'slowest GET / (p99) that passes during the hostile round',
  },
  'mail-burst': { default: 1000, help: 'messages whose e-mails must reach a local SMTP server' },
  'mail-seconds': { default: 30, help: 'time limit for the mail burst to be delivered' },
  'round-seconds': { default: 180, help: 'time limit of each sending round' },
  'hanging-applications': {
    default: 60,
    help: 'applications posted while the webhook receiver hangs (their confirmations timed)',
  },
} as const;
export type Options = { -readonly [K in keyof typeof OPTIONS]: number };

export function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: Object.fromEntries(Object.keys(OPTIONS).map((name) => [name, { type: 'string' }])),
  });
  const options = {} as Options;
  for (const [name, { default: fallback }] of Object.entries(OPTIONS)) {
    const raw = values[name];
    const value = typeof raw === 'string' ? Number(raw) : fallback;
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number`);
    options[name as keyof Options] = value;
  }
  return options;
}

/** One verdict of the run. */
export interface Check {
  name: string;
  ok: boolean;
  /** The figure behind the verdict. */
  detail: string;
}

export function checkLines(checks: readonly Check[]): string {
  return checks.map((c) => `  ${c.ok ? 'PASS' : 'FAIL'}  ${c.name} (${c.detail})`).join('\n');
}

/** A file size as people read it: "0 bytes", "312 KB", "24.6 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
