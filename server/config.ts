// The environment, parsed once at start by one Zod schema into a typed config. A bad value stops
// the server with a message that names the variable; every setting is documented in the README.
import { DEFAULT_RETENTION_DAYS, RATE_LIMIT_WINDOW_MINUTES } from '#contracts/retention.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { maskUrl } from './redact.ts';

/** Paths in the environment are relative to the repository, whatever the working directory. */
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Default rate limit of each form endpoint: accepted submissions per client and window. */
export const DEFAULT_RATE_LIMIT = {
  max: 5,
  timeWindowMs: RATE_LIMIT_WINDOW_MINUTES * 60 * 1000,
} as const;

/** The build's default public origin (astro.config.ts), for local runs. */
export const DEFAULT_SITE_URL = 'http://localhost:4321';

/** How long form submissions are kept, in days, unless RETENTION_DAYS says otherwise (2 years). */
export { DEFAULT_RETENTION_DAYS };

/**
 * Open connections in all (MAX_CONNECTIONS); one more is answered 503 and closed at once. Below
 * the usual file limit of a process (1,024; Node cannot read it), leaving room for the files
 * being sent, the database, SMTP and the webhook. Raise it with the limit (`ulimit -n`).
 */
export const DEFAULT_MAX_CONNECTIONS = 768;

/**
 * Open connections one client (an IPv4 address, an IPv6 /64) may hold
 * (MAX_CONNECTIONS_PER_CLIENT); one more is answered 503 and closed at once. Half the total, so
 * one client cannot take it all; far above what a browser opens (6 per origin over HTTP/1.1), and
 * above bench:load's 350 held sockets.
 */
export const DEFAULT_MAX_CONNECTIONS_PER_CLIENT = 384;

/** Variables whose value is a secret: an error names them but never prints the value. */
const SECRET_VARIABLES = new Set(['IP_HASH_SALT', 'LINK_SIGNING_SECRET', 'LEADS_WEBHOOK_SECRET']);
/** Variables that are URLs: an error prints them with any password masked. */
const URL_VARIABLES = new Set(['SMTP_URL', 'LEADS_WEBHOOK_URL', 'SITE_URL']);

/** How a config error quotes the value of `name`: secrets never, URLs without their password. */
export function quotedValue(name: string, value: unknown): string {
  if (SECRET_VARIABLES.has(name)) {
    return `a value of ${String(value).length} characters (not shown: it is a secret)`;
  }
  const text = String(value);
  // Also when the URL does not parse: anything between a ':' and an '@' may be a password.
  const masked = URL_VARIABLES.has(name) ? maskUrl(text).replace(/:[^:@/\s]*@/g, ':***@') : text;
  return `"${masked}"`;
}

/** Unset and blank are the same: an operator's `SMTP_URL=` means "no SMTP". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());

const positiveInteger = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a positive integer')
    .transform(Number)
    .refine((value) => Number.isSafeInteger(value) && value > 0, 'must be a positive integer')
    .optional(),
);

const port = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be an integer from 0 to 65535')
    .transform(Number)
    .refine((value) => value <= 65_535, 'must be an integer from 0 to 65535')
    .default(4321),
);

const commaList = z.preprocess(
  blankToUndefined,
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .optional(),
);

/** The server's environment variables (see the README's Configuration table). */
const envSchema = z.object({
  HOST: z.preprocess(blankToUndefined, z.string().default('127.0.0.1')),
  PORT: port,
  DIST_DIR: z.preprocess(blankToUndefined, z.string().default('dist')),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('data')),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  /** Unset or `false`: trust nobody; `true`; or the proxies' addresses/CIDRs, comma-separated. */
  TRUST_PROXY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((value) => (value === undefined || value === 'false' ? false : value))
      .transform((value) => (value === 'true' ? true : value)),
  ),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
      .optional(),
  ),
  CONTACT_TO: optionalText,
  CONTACT_FROM: optionalText,
  FORM_RATE_LIMIT_MAX: positiveInteger,
  FORM_RATE_LIMIT_WINDOW_MS: positiveInteger,
  FORM_TRUSTED_ORIGINS: commaList,
  // The old names of the three above, still read (with a warning at start) so a running
  // deployment keeps its settings.
  CONTACT_RATE_LIMIT_MAX: positiveInteger,
  CONTACT_RATE_LIMIT_WINDOW_MS: positiveInteger,
  CONTACT_TRUSTED_ORIGINS: commaList,
  IP_HASH_SALT: optionalText,
  /** The public origin, as the build uses it (astro.config.ts): links in e-mails start with it. */
  SITE_URL: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .transform((value) => new URL(value).origin)
      .default(DEFAULT_SITE_URL),
  ),
  LINK_SIGNING_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  RETENTION_DAYS: positiveInteger,
  MAX_CONNECTIONS: positiveInteger,
  MAX_CONNECTIONS_PER_CLIENT: positiveInteger,
  /** Where each stored lead is POSTed, signed (optional; needs LEADS_WEBHOOK_SECRET). */
  LEADS_WEBHOOK_URL: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      // fetch refuses a URL with credentials, so every delivery would fail; the signature is what
      // authenticates a delivery (put a token in the path or query if the receiver needs one).
      .refine((value) => {
        const url = new URL(value);
        return url.username === '' && url.password === '';
      }, 'must not carry a user or password (user:pass@): the signature header authenticates each delivery')
      .optional(),
  ),
  LEADS_WEBHOOK_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
});

/** E-mail, present when SMTP_URL is set (CONTACT_TO is required with it). */
export interface MailConfig {
  /** nodemailer connection URL. */
  smtpUrl: string;
  /** The team's mailbox: recipient of forwarded messages. */
  to: string;
  /** Sender address of outgoing mail (CONTACT_FROM, else CONTACT_TO). */
  from: string;
}

/** What every form route shares: the rate limit, the IP hash key, trusted origins, e-mail. */
export interface FormsConfig {
  /** Accepted messages per client IP and window. */
  rateLimit: { max: number; timeWindowMs: number };
  /** Key of the stored IP hash; undefined: buildApp reads DATA_DIR/ip-hash.key (key-files.ts). */
  ipHashSalt?: string | undefined;
  /** Extra origins allowed to post, e.g. behind a proxy that rewrites Host. */
  trustedOrigins: readonly string[];
  /** How messages reach the team's mailbox; undefined: stored only. */
  mail?: MailConfig | undefined;
}

/** The signed leads webhook (LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET, both or neither). */
export interface LeadsWebhookConfig {
  url: string;
  /** HMAC-SHA256 key of the signature header. */
  secret: string;
}

/**
 * What the app itself reads (buildApp decorates it on the instance as `app.config`, so every
 * plugin and route reads the one parsed value instead of options relayed field by field).
 */
export interface AppConfig {
  /** Every form route's settings. */
  forms: FormsConfig;
  /** Public origin of the site (SITE_URL): links in e-mails start with it, and its host is allowed. */
  siteUrl: string;
  /** Key of the links in e-mails; undefined: buildApp reads DATA_DIR/link-signing.key. */
  linkSigningSecret?: string | undefined;
  /** Contact messages and interest entries older than this many days are deleted. */
  retentionDays: number;
  /** Open connections in all before one is refused with 503. */
  maxConnections: number;
  /** Open connections per client (IPv4 address, IPv6 /64) before one is refused with 503. */
  maxConnectionsPerClient: number;
  /** Where stored leads are POSTed; undefined: nowhere. */
  leadsWebhook?: LeadsWebhookConfig | undefined;
  /** Logged at start, one line each (deprecated variable names). */
  warnings: readonly string[];
}

/** The former name of FormsConfig, kept for callers written before the rename. */
export type ContactConfig = FormsConfig;

/** What tests and embedders may give buildApp: any part of AppConfig, the rest defaulted. */
export interface AppConfigInput extends Partial<Omit<AppConfig, 'forms'>> {
  forms?: Partial<FormsConfig>;
  /** The former name of `forms`, still read; `forms` wins where both set a field. */
  contact?: Partial<FormsConfig>;
}

/** The full AppConfig from a partial one, with the same defaults as the environment's. */
export function appConfig(input: AppConfigInput = {}): AppConfig {
  const forms = { ...input.contact, ...input.forms };
  return {
    forms: {
      rateLimit: forms.rateLimit ?? DEFAULT_RATE_LIMIT,
      ipHashSalt: forms.ipHashSalt,
      trustedOrigins: forms.trustedOrigins ?? [],
      mail: forms.mail,
    },
    siteUrl: input.siteUrl ?? DEFAULT_SITE_URL,
    linkSigningSecret: input.linkSigningSecret,
    retentionDays: input.retentionDays ?? DEFAULT_RETENTION_DAYS,
    maxConnections: input.maxConnections ?? DEFAULT_MAX_CONNECTIONS,
    maxConnectionsPerClient: input.maxConnectionsPerClient ?? DEFAULT_MAX_CONNECTIONS_PER_CLIENT,
    leadsWebhook: input.leadsWebhook,
    warnings: input.warnings ?? [],
  };
}

/** The form variables' former names, each with the name that replaced it. */
const RENAMED_VARIABLES = [
  ['CONTACT_RATE_LIMIT_MAX', 'FORM_RATE_LIMIT_MAX'],
  ['CONTACT_RATE_LIMIT_WINDOW_MS', 'FORM_RATE_LIMIT_WINDOW_MS'],
  ['CONTACT_TRUSTED_ORIGINS', 'FORM_TRUSTED_ORIGINS'],
] as const;

/** Everything the server reads from its environment. */
export interface ServerConfig extends AppConfig {
  host: string;
  port: number;
  /** Absolute path of the built site. */
  distDir: string;
  /** Absolute path of the data directory (the SQLite database). */
  dataDir: string;
  logLevel: string;
  /** Fastify's trustProxy. */
  trustProxy: boolean | string;
}

/** Raised for a bad environment; its message names every variable at fault. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws a ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${issue.path.join('.')} ${issue.message}, got ${quotedValue(name, env[name])}`;
    });
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const value = parsed.data;
  if ((value.LEADS_WEBHOOK_URL === undefined) !== (value.LEADS_WEBHOOK_SECRET === undefined)) {
    throw new ConfigError(
      'Invalid environment:\n  LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET go together: set both or neither',
    );
  }
  if (value.SMTP_URL !== undefined && value.CONTACT_TO === undefined) {
    throw new ConfigError(
      "Invalid environment:\n  CONTACT_TO is required with SMTP_URL: the team's mailbox, where form notices go (unset SMTP_URL to send no e-mail)",
    );
  }
  const mail =
    value.SMTP_URL !== undefined && value.CONTACT_TO !== undefined
      ? {
          smtpUrl: value.SMTP_URL,
          to: value.CONTACT_TO,
          from: value.CONTACT_FROM ?? value.CONTACT_TO,
        }
      : undefined;
  return {
    host: value.HOST,
    port: value.PORT,
    distDir: path.resolve(REPO_ROOT, value.DIST_DIR),
    dataDir: path.resolve(REPO_ROOT, value.DATA_DIR),
    logLevel: value.LOG_LEVEL,
    trustProxy: value.TRUST_PROXY,
    forms: {
      rateLimit: {
        max: value.FORM_RATE_LIMIT_MAX ?? value.CONTACT_RATE_LIMIT_MAX ?? DEFAULT_RATE_LIMIT.max,
        timeWindowMs:
          value.FORM_RATE_LIMIT_WINDOW_MS ??
          value.CONTACT_RATE_LIMIT_WINDOW_MS ??
          DEFAULT_RATE_LIMIT.timeWindowMs,
      },
      ipHashSalt: value.IP_HASH_SALT,
      trustedOrigins: value.FORM_TRUSTED_ORIGINS ?? value.CONTACT_TRUSTED_ORIGINS ?? [],
      mail,
    },
    siteUrl: value.SITE_URL,
    linkSigningSecret: value.LINK_SIGNING_SECRET,
    retentionDays: value.RETENTION_DAYS ?? DEFAULT_RETENTION_DAYS,
    maxConnections: value.MAX_CONNECTIONS ?? DEFAULT_MAX_CONNECTIONS,
    maxConnectionsPerClient: value.MAX_CONNECTIONS_PER_CLIENT ?? DEFAULT_MAX_CONNECTIONS_PER_CLIENT,
    leadsWebhook:
      value.LEADS_WEBHOOK_URL !== undefined && value.LEADS_WEBHOOK_SECRET !== undefined
        ? { url: value.LEADS_WEBHOOK_URL, secret: value.LEADS_WEBHOOK_SECRET }
        : undefined,
    warnings: RENAMED_VARIABLES.filter(([old]) => value[old] !== undefined).map(
      ([old, renamed]) => `${old} is deprecated and still read: rename it ${renamed}`,
    ),
  };
}
