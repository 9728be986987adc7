import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { facts, isLaunched, loadFacts, missingFacts } from './facts';

/** The facts file, loosely typed, as a test edits it. */
type FactsData = Record<string, Record<string, unknown> & Array<Record<string, unknown>>>;

/** The facts file with `change` applied, written to a file of its own and read back. */
function variant(change: (data: FactsData) => void) {
  const data = parse(readFileSync('src/content/facts.yaml', 'utf8')) as FactsData;
  change(data);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'facts-')), 'facts.yaml');
  writeFileSync(file, stringify(data));
  return file;
}

describe("the operator's facts", () => {
  it('holds the pools of the spec table (its section 3)', () => {
    const row = (pool: (typeof facts.pools)[number]) =>
      `${pool.id} ${pool.targetApyPercent}% ${pool.payout} ${pool.tenorMonths}m ${pool.status}`;
    expect(facts.pools.map(row)).toEqual([
      'dubai-1 40% USDC/USDT 12m Open',
      'dubai-2 35% USDC 24m Upcoming',
      'dubai-3 30% USDT 18m Closed',
    ]);
    expect(facts.passports.tiers.map((tier) => tier.minInvestmentUsd)).toEqual([
      10_000, 50_000, 100_000,
    ]);
  });

  it('stops the build naming the field that does not fit', () => {
    const file = variant((data) => {
      Object.assign(data['pools']?.[0] ?? {}, { status: 'Opne' });
      Object.assign(data['pools']?.[1] ?? {}, { lockupMonths: 36 });
    });
    expect(() => loadFacts(file)).toThrow(/pools\.0\.status[\s\S]*pools\.1\.lockupMonths/);
  });

  it('writes a percentage in Arabic words as the site writes one, so its sign never changes sides', () => {
    const fees = (ar: string) =>
      variant((data) => {
        Object.assign(data['offering'] ?? {}, { fees: { en: 'A 2% fee.', ar } });
      });
    const marked = 'رسوم قدرها 2\u200e%\u200e من كل توزيع.';
    expect(loadFacts(fees('رسوم قدرها 2% من كل توزيع.')).offering.fees.ar).toBe(marked);
    expect(loadFacts(fees(marked)).offering.fees.ar).toBe(marked);
  });

  it('lists each fact not given, with its line from the schema, and nothing once all are', () => {
    const missing = missingFacts();
    expect(missing).toContainEqual({
      path: 'offering.licenceNumber',
      description: 'The licence it offers the pools under',
    });
    expect(missing.map((fact) => fact.path)).toContain('pools.dubai-1.custodian');
    expect(missing.map((fact) => fact.path)).toContain('translationsReviewed.ar.site');
    // A confirmation given, a fact given: off the list, with no other edit.
    const given = loadFacts(
      variant((data) => {
        Object.assign(data['brand'] ?? {}, { confirmed: true });
        Object.assign(data['offering'] ?? {}, { licenceNumber: 'VA-123' });
      }),
    );
    const paths = missingFacts(given).map((fact) => fact.path);
    expect(paths).not.toContain('brand.confirmed');
    expect(paths).not.toContain('offering.licenceNumber');
    expect(paths.length).toBe(missing.length - 2);
  });

  it('is pre-launch until the offering entity, its licence and regulator are given', () => {
    expect(isLaunched()).toBe(false);
    const licensed = variant((data) => {
      Object.assign(data['offering'] ?? {}, {
        legalName: 'Example Ltd',
        licenceNumber: 'VA-1',
        regulator: 'VARA',
      });
    });
    expect(isLaunched(loadFacts(licensed))).toBe(true);
  });
});

describe('the sample facts (facts.sample.yaml, for tests and screenshots only)', () => {
  it('gives every fact, so the site it builds is the launched one', () => {
    const sample = loadFacts('e2e/facts.sample.yaml');
    expect(missingFacts(sample)).toEqual([]);
    expect(isLaunched(sample)).toBe(true);
  });
});
