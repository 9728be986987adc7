import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runScript } from './cli.fixtures.ts';
import { findPlaceholders } from './launch-check.ts';
import { facts, missingFacts, type Facts } from '../../src/content/facts.ts';
import { WORDS } from '../../src/content/i18n.ts';

const SCRIPT = fileURLToPath(new URL('./launch-check.ts', import.meta.url));

const both = (text: string) => ({ en: text, ar: `${text} (ar)` });

/** Every fact given, as the operator would before launch. */
const GIVEN: Facts = {
  ...facts,
  brand: { name: 'Brand', confirmed: true },
  contact: {
    email: 'hello@brand.ae',
    x: 'https://x.com/brand',
    telegram: 'https://t.me/brand',
    handlesConfirmed: true,
  },
  controller: { legalName: 'Brand Holdings Ltd', address: '1 Street, Dubai, UAE' },
  offering: {
    legalName: 'Brand Offering Ltd',
    registration: 'CL-1234',
    registryUrl: 'https://registry.ae/CL-1234',
    address: '1 Street, Dubai, UAE',
    licenceNumber: 'L-42',
    regulator: 'A Regulator',
    regulatorUrl: 'https://regulator.ae/L-42',
    riskWarning: both('Capital at risk.'),
    apyBasis: both('Net of fees, modelled on 2026-01-31.'),
    fees: both('2% a year.'),
    tokenRights: both('A share of the sub-leases.'),
    principalAtEnd: both('It is paid back in USDC.'),
    terms: both('These terms apply.'),
  },
  figures: {
    ...facts.figures,
    asOf: '2026-01-31',
    customersAre: both('Tenants and investors'),
    rwaMarketCapSource: { name: 'A Source', asOf: '2026-01-31' },
  },
  passports: { ...facts.passports, mostPopularEvidence: '60% of passports in 2025' },
  retention: {
    serverLog: { en: '14 days', ar: '14 يومًا' },
    backups: { en: '30 days', ar: '30 يومًا' },
  },
  processors: { hosting: 'Host', mail: 'Mailer', webhook: 'CRM', countries: 'the UAE' },
  excludedCountriesReviewed: true,
  translationsReviewed: { ...facts.translationsReviewed, ar: { site: true, emails: true } },
  pools: facts.pools.map((pool) => ({
    ...pool,
    minimumUsd: 5_000,
    lockupMonths: 12,
    distribution: 'monthly' as const,
    legalVehicle: { name: `${pool.id} SPV Ltd`, jurisdiction: 'DIFC', registration: 'SPV-1' },
    custodian: { name: 'A Custodian Ltd' },
    contract: {
      chain: 'Ethereum',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      explorerUrl: 'https://etherscan.io/address/0x52908400098527886E0F7030069857D2E4169EE7',
    },
    property: {
      address: '1 Marina Walk, Dubai',
      photos: [{ file: `${pool.id}/front.jpg`, alt: both('The front') }],
    },
    reports: [{ title: 'Audit', date: '2026-01-31', href: 'https://brand.ae/audit.pdf' }],
    distributions: [],
  })),
};

describe('npm run launch-check', () => {
  it('fails today, naming each missing fact by its path in facts.yaml and its line in the schema', async () => {
    const { code, stdout } = await runScript(SCRIPT, [], {});
    expect(code).toBe(1);
    // Every fact the schema finds missing, and only through the schema: no list of its own.
    for (const { path, description } of missingFacts()) {
      expect(stdout).toContain(`  - src/content/facts.yaml: ${path}: ${description}`);
    }
    expect(stdout).toContain('src/content/facts.yaml: offering.licenceNumber');
    expect(stdout).toContain('src/content/facts.yaml: pools.dubai-2.custodian');
    expect(stdout).toContain('src/content/facts.yaml: translationsReviewed.ar.emails');
    // The working address and handles are given, but stand-ins.
    expect(stdout).toContain('src/content/facts.yaml: contact.email: hello@realyield.example');
    expect(stdout).toContain('src/content/facts.yaml: contact.telegram');
  });

  it('passes once every fact is given, and names each one taken away again', () => {
    expect(findPlaceholders(GIVEN, WORDS)).toEqual([]);
    const pools = GIVEN.pools.map((pool) =>
      pool.id === 'dubai-2' ? { ...pool, custodian: null } : pool,
    );
    expect(findPlaceholders({ ...GIVEN, pools }, WORDS)).toEqual([
      {
        where: 'src/content/facts.yaml: pools.dubai-2.custodian',
        what: "Who holds the pool's stablecoins: not given yet",
      },
    ]);
    expect(
      findPlaceholders(
        {
          ...GIVEN,
          translationsReviewed: {
            ...GIVEN.translationsReviewed,
            ar: { site: true, emails: false },
          },
        },
        WORDS,
      ),
    ).toEqual([
      {
        where: 'src/content/facts.yaml: translationsReviewed.ar.emails',
        what: 'True once they reviewed the e-mails: not given yet',
      },
    ]);
  });

  it('finds a stand-in among the facts given and a bracketed placeholder in the words', () => {
    const zeros = `0x${'0'.repeat(40)}`;
    const pools = GIVEN.pools.map((pool, i) =>
      i === 0 && pool.contract ? { ...pool, contract: { ...pool.contract, address: zeros } } : pool,
    );
    expect(findPlaceholders({ ...GIVEN, pools }, WORDS).map((found) => found.where)).toEqual([
      'src/content/facts.yaml: pools.dubai-1.contract.address',
    ]);
    const words = { ar: { site: { summary: '[ملخص]' } } };
    expect(findPlaceholders(GIVEN, words)).toEqual([
      {
        where: 'src/content/words/ar.json: site.summary',
        what: 'a [bracketed] placeholder in the words: [ملخص]',
      },
    ]);
  });
});
