// The privacy notice states numbers the server decides: they are read from the server's constants
// here, so that a change to the code fails this test until the notice says the same (issue 24).
import { describe, expect, it } from 'vitest';
import { REQUEST_LOG_SERIALIZERS } from '#server/app.ts';
import { DEFAULT_RATE_LIMIT, DEFAULT_RETENTION_DAYS } from '#server/config.ts';
import { REMOVAL_LINK_DAYS } from '#server/mail/interest.ts';
import { RETENTION_INTERVAL_MS } from '#server/retention.ts';
import { LOCALES } from '#contracts/locale.ts';
import { readFileSync } from 'node:fs';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(LOCALES)('the privacy notice in %s', (locale) => {
  const notice = readFileSync(`src/content/prose/${locale}/privacy.md`, 'utf8');

  it('gives the default retention period of server/config.ts, in days and in years', () => {
    expect(notice).toContain(`${DEFAULT_RETENTION_DAYS}`);
    // "two years (730 days)": the years are the days, whole.
    expect(DEFAULT_RETENTION_DAYS).toBe(2 * 365);
  });

  it('says the purge runs once a day, as server/retention.ts runs it', () => {
    expect(RETENTION_INTERVAL_MS).toBe(DAY_MS);
  });

  it('gives the removal link the lifetime of server/tokens.ts', () => {
    expect(notice).toContain(`${REMOVAL_LINK_DAYS}`);
  });

  it("gives the rate limit's window of server/config.ts, in minutes", () => {
    expect(notice).toContain(`${DEFAULT_RATE_LIMIT.timeWindowMs / 60_000}`);
  });
});

describe('the request log the notice describes (server/app.ts)', () => {
  it('records the method and the path only: no address, no query string', () => {
    const logged = REQUEST_LOG_SERIALIZERS.req({
      method: 'GET',
      url: '/api/interest/remove?token=secret',
      // What Fastify's request also carries: none of it may reach the log.
      ...{ ip: '203.0.113.7', socket: { remoteAddress: '203.0.113.7' } },
    } as { method: string; url: string });
    expect(logged).toEqual({ method: 'GET', path: '/api/interest/remove' });
  });
});
