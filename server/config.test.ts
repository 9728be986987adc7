import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('loadConfig', () => {
  it('has defaults, with paths resolved from the repository root', () => {
    expect(loadConfig({})).toEqual({
      host: '127.0.0.1',
      port: 4321,
      distDir: path.join(REPO_ROOT, 'dist'),
      dataDir: path.join(REPO_ROOT, 'data'),
      logLevel: 'info',
      trustProxy: false,
      forms: {
        rateLimit: { max: 5, timeWindowMs: 600_000 },
        ipHashSalt: undefined,
        trustedOrigins: [],
        mail: undefined,
      },
      siteUrl: 'http://localhost:4321',
      linkSigningSecret: undefined,
      retentionDays: 730,
      maxConnections: 768,
      maxConnectionsPerClient: 384,
      leadsWebhook: undefined,
      warnings: [],
    });
  });

  it('reads the public origin, the link secret and the retention', () => {
    expect(
      loadConfig({
        SITE_URL: 'https://www.realyield.example/',
        LINK_SIGNING_SECRET: 'x'.repeat(32),
        RETENTION_DAYS: '90',
      }),
    ).toMatchObject({
      siteUrl: 'https://www.realyield.example',
      linkSigningSecret: 'x'.repeat(32),
      retentionDays: 90,
    });
    expect(() => loadConfig({ SITE_URL: 'ftp://x.example' })).toThrow(/SITE_URL/);
    expect(() => loadConfig({ LINK_SIGNING_SECRET: 'short' })).toThrow(/LINK_SIGNING_SECRET/);
    expect(() => loadConfig({ RETENTION_DAYS: '0' })).toThrow(/RETENTION_DAYS/);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '8080',
      DIST_DIR: 'build/site',
      DATA_DIR: '/var/lib/realyield',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8',
      FORM_RATE_LIMIT_MAX: '3',
      SMTP_URL: 'smtp://mail.example:587',
      CONTACT_TO: 'ops@example.com',
      IP_HASH_SALT: 's3cret',
      FORM_TRUSTED_ORIGINS: 'https://a.example, https://b.example',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      distDir: path.join(REPO_ROOT, 'build/site'),
      dataDir: '/var/lib/realyield',
      logLevel: 'warn',
      trustProxy: '10.0.0.0/8',
      forms: {
        rateLimit: { max: 3, timeWindowMs: 600_000 },
        ipHashSalt: 's3cret',
        trustedOrigins: ['https://a.example', 'https://b.example'],
        mail: {
          smtpUrl: 'smtp://mail.example:587',
          to: 'ops@example.com',
          from: 'ops@example.com',
        },
      },
    });
  });

  it('fills in a missing rate limit half and treats blank as unset', () => {
    expect(loadConfig({ FORM_RATE_LIMIT_WINDOW_MS: '1000' }).forms.rateLimit).toEqual({
      max: 5,
      timeWindowMs: 1000,
    });
    expect(loadConfig({ SMTP_URL: ' ', PORT: '' })).toMatchObject({
      port: 4321,
      forms: { mail: undefined },
    });
  });

  it('refuses SMTP_URL without CONTACT_TO at start, without printing the password', () => {
    const start = () => loadConfig({ SMTP_URL: 'smtps://u:Sup3rS3cretPass@mail.example' });
    expect(start).toThrow(/CONTACT_TO is required with SMTP_URL/);
    expect(start).not.toThrow(/Sup3rS3cretPass/);
    expect(
      loadConfig({ SMTP_URL: 'smtp://m', CONTACT_TO: 'a@b.c', CONTACT_FROM: 'n@b.c' }).forms.mail,
    ).toEqual({ smtpUrl: 'smtp://m', to: 'a@b.c', from: 'n@b.c' });
  });

  it.each([
    ['', false],
    ['false', false],
    ['true', true],
    ['10.0.0.1,10.0.0.2', '10.0.0.1,10.0.0.2'],
  ])('reads TRUST_PROXY=%j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['http', '-1', '65536', '80.5', '0x50'])('rejects PORT=%s, naming it', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(/PORT must be an integer from 0 to 65535/);
  });

  it.each(['0', '-1', '2.5', 'ten'])('rejects FORM_RATE_LIMIT_MAX=%s, naming it', (value) => {
    expect(() => loadConfig({ FORM_RATE_LIMIT_MAX: value })).toThrow(
      /FORM_RATE_LIMIT_MAX must be a positive integer/,
    );
  });

  it('still reads the form variables by their former CONTACT_ names, with one warning each', () => {
    const config = loadConfig({
      CONTACT_RATE_LIMIT_MAX: '7',
      CONTACT_RATE_LIMIT_WINDOW_MS: '1000',
      CONTACT_TRUSTED_ORIGINS: 'https://a.example',
    });
    expect(config.forms).toMatchObject({
      rateLimit: { max: 7, timeWindowMs: 1000 },
      trustedOrigins: ['https://a.example'],
    });
    expect(config.warnings).toEqual([
      'CONTACT_RATE_LIMIT_MAX is deprecated and still read: rename it FORM_RATE_LIMIT_MAX',
      'CONTACT_RATE_LIMIT_WINDOW_MS is deprecated and still read: rename it FORM_RATE_LIMIT_WINDOW_MS',
      'CONTACT_TRUSTED_ORIGINS is deprecated and still read: rename it FORM_TRUSTED_ORIGINS',
    ]);
    // The new name wins where both are set.
    expect(
      loadConfig({ FORM_RATE_LIMIT_MAX: '9', CONTACT_RATE_LIMIT_MAX: '7' }).forms.rateLimit.max,
    ).toBe(9);
  });

  it.each([
    ['SMTP_URL', 'smtp//mailer:Sup3rS3cretPass@smtp.example.com'],
    ['SMTP_URL', 'http://mailer:Sup3rS3cretPass@smtp.example.com'],
    ['LEADS_WEBHOOK_URL', 'ftp://hook:Sup3rS3cretPass@crm.example'],
    ['LEADS_WEBHOOK_URL', 'https://hook:Sup3rS3cretPass@crm.example/leads'],
    ['LEADS_WEBHOOK_SECRET', 'Sup3rS3cretPass'],
    ['LINK_SIGNING_SECRET', 'Sup3rS3cretPass'],
    ['SITE_URL', 'ftp://site:Sup3rS3cretPass@realyield.example'],
  ])('names %s in its error but masks the secret in it', (name, value) => {
    const start = () => loadConfig({ [name]: value, LEADS_WEBHOOK_SECRET: 'w'.repeat(32) });
    expect(start).toThrow(new RegExp(`${name} `));
    expect(start).not.toThrow(/Sup3rS3cretPass/);
  });

  it('refuses a LEADS_WEBHOOK_URL with credentials, saying why', () => {
    expect(() =>
      loadConfig({
        LEADS_WEBHOOK_URL: 'https://hook:pw@crm.example/leads',
        LEADS_WEBHOOK_SECRET: 'w'.repeat(32),
      }),
    ).toThrow(
      /LEADS_WEBHOOK_URL must not carry a user or password[\s\S]*"https:\/\/hook:\*\*\*@crm/,
    );
  });

  it('reads the connection caps', () => {
    expect(loadConfig({ MAX_CONNECTIONS: '200', MAX_CONNECTIONS_PER_CLIENT: '50' })).toMatchObject({
      maxConnections: 200,
      maxConnectionsPerClient: 50,
    });
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS must be/);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud', SMTP_URL: 'mail.example' })).toThrow(
      /LOG_LEVEL[\s\S]*SMTP_URL must start with smtp:\/\//,
    );
  });
});
