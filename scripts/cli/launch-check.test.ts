import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runScript } from './cli.fixtures.ts';
import { findPlaceholders } from './launch-check.ts';
import { POOLS } from '../../src/content/pools.ts';
import { operatorSlots, type PoolProofData } from '../../src/content/proof.ts';

const SCRIPT = fileURLToPath(new URL('./launch-check.ts', import.meta.url));

function runLaunchCheck() {
  return runScript(SCRIPT, [], {});
}

/** The operator facts of each pool page, in launch-check's order: terms, contract, proof. */
const POOL_SLOTS = POOLS.flatMap((pool) => [
  `src/content/pools.ts: ${pool.id}.minimumUsd`,
  `src/content/pools.ts: ${pool.id}.lockupMonths`,
  `src/content/pools.ts: ${pool.id}.distribution`,
  'src/content/site.ts: siteData.operator.contracts',
  `src/content/proof.ts: ${pool.id}.legalVehicle`,
  `src/content/proof.ts: ${pool.id}.photos`,
  `src/content/proof.ts: ${pool.id}.custodian`,
  `src/content/proof.ts: ${pool.id}.reports`,
  // An upcoming pool has paid nothing and has no distributions to publish.
  ...(pool.status === 'Upcoming' ? [] : [`src/content/proof.ts: ${pool.id}.distributions`]),
]);

/** Every pool with its own terms set, as the operator would before launch. */
const FILLED_POOLS = POOLS.map((pool) => ({
  ...pool,
  minimumUsd: 5_000,
  lockupMonths: 12,
  distribution: 'monthly' as const,
}));
const FILLED_PROOF: Record<string, PoolProofData> = Object.fromEntries(
  POOLS.map((pool) => [
    pool.id,
    {
      legalVehicle: { name: `${pool.id} SPV Ltd`, jurisdiction: 'DIFC, Dubai' },
      custodian: { name: 'A Custodian Ltd' },
      photos: [{ file: `${pool.id}/front.jpg`, alt: { en: 'The front', ar: 'الواجهة' } }],
      reports: [{ title: 'Audit', date: '2026-01-31', href: 'https://brand.ae/audit.pdf' }],
      distributions: [],
    },
  ]),
);
const FILLED_CONTRACT = {
  chain: 'Ethereum',
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  explorerUrl: 'https://etherscan.io/address/0x52908400098527886E0F7030069857D2E4169EE7',
};

describe('npm run launch-check', () => {
  it('fails today, naming each operator placeholder still in the content', async () => {
    const { code, stdout } = await runLaunchCheck();
    expect(code).toBe(1);
    const items = stdout
      .split('\n')
      .filter((line) => line.startsWith('  - '))
      .map((line) => line.slice(4, line.indexOf(': ', line.indexOf('.ts: ') + 5)));
    expect(items).toEqual([
      'src/content/site.ts: siteData.operator.brandConfirmed',
      'src/content/site.ts: siteData.email',
      'src/content/site.ts: SOCIALS',
      'src/content/site.ts: SOCIALS',
      'src/content/site.ts: siteData.operator.controllerName',
      'src/content/site.ts: siteData.operator.controllerAddress',
      ...POOL_SLOTS,
      'contracts/interest.ts: EXCLUDED_COUNTRIES_REVIEWED',
      'server/mail/interest.ts: SENDER_IDENTITY.legalName',
      'server/mail/interest.ts: SENDER_IDENTITY.address',
      'src/content/facts.yaml',
      'src/content/operator.ts: OPERATOR_FACTS.offering.legalName',
      'src/content/operator.ts: OPERATOR_FACTS.offering.registration',
      'src/content/operator.ts: OPERATOR_FACTS.offering.licenceNumber',
      'src/content/operator.ts: OPERATOR_FACTS.offering.regulator',
      'src/content/operator.ts: OPERATOR_FACTS.marketCapSource',
      'src/content/operator.ts: OPERATOR_FACTS.figuresAsOf',
      'src/content/operator.ts: OPERATOR_FACTS.processors',
      'src/content/operator.ts: OPERATOR_FACTS.mostPopularEvidence',
      'src/content/en/operator.ts: facts.riskWarning',
      'src/content/en/operator.ts: facts.apyBasis',
      'src/content/en/operator.ts: facts.fees',
      'src/content/en/operator.ts: facts.tokenRights',
      'src/content/en/operator.ts: facts.customers',
      'src/content/ar/operator.ts: facts.riskWarning',
      'src/content/ar/operator.ts: facts.apyBasis',
      'src/content/ar/operator.ts: facts.fees',
      'src/content/ar/operator.ts: facts.tokenRights',
      'src/content/ar/operator.ts: facts.customers',
      'src/content/locales.ts: ar.reviewed',
      'server/mail/interest.ts: VISITOR_MAIL_TRANSLATION_REVIEWED',
    ]);
    expect(stdout).toContain(`${30 + POOL_SLOTS.length} operator placeholders left`);
    // Each empty slot says what it is and that it is to be published, pool by pool.
    expect(stdout).toContain(
      "src/content/proof.ts: dubai-1.custodian: dubai-1: the custodian of the pool's stablecoins: to be published before launch",
    );
    expect(stdout).toContain(
      'src/content/pools.ts: dubai-3.minimumUsd: dubai-3: minimum investment',
    );
    expect(stdout).toContain('Arabic site copy translation is not yet reviewed');
    expect(stdout).toContain('Arabic confirmation e-mail translation is not yet reviewed');
  });

  it('passes once every placeholder is replaced', () => {
    const content = {
      site: {
        name: 'Brand',
        email: 'hello@brand.ae',
        socials: [{ label: 'Brand on X', href: 'https://x.com/brand' }],
        operator: {
          brandConfirmed: true,
          controllerName: 'Brand Holdings Ltd',
          controllerAddress: '1 Street, Dubai, UAE',
        },
      },
      poolSlots: operatorSlots(FILLED_POOLS, FILLED_PROOF, () => FILLED_CONTRACT),
      terms: { paragraphs: ['These terms apply to...'] },
      strings: [['pools.ts', 'Pool contract 0x52908400098527886E0F7030069857D2E4169EE7']] as Array<
        [string, string]
      >,
      translations: [
        { where: 'src/content/locales.ts: ar.reviewed', language: 'Arabic', reviewed: true },
      ],
      mailSender: { legalName: 'Brand Holdings Ltd', address: '1 Street, Dubai, UAE' },
    };
    expect(findPlaceholders(content, true)).toEqual([]);
    expect(
      findPlaceholders(
        { ...content, mailSender: { legalName: '[Legal name]', address: '1 Street' } },
        true,
      ).map((found) => found.where),
    ).toEqual(['server/mail/interest.ts: SENDER_IDENTITY.legalName']);
    const unreviewed = {
      ...content,
      translations: [
        { where: 'src/content/locales.ts: ar.reviewed', language: 'Arabic', reviewed: false },
      ],
    };
    expect(findPlaceholders(unreviewed, true)).toEqual([
      {
        where: 'src/content/locales.ts: ar.reviewed',
        what: 'the Arabic translation is not yet reviewed by a qualified translator',
      },
    ]);
    // Each pool-page slot left empty is named, and only it.
    const withoutCustodian = {
      ...content,
      poolSlots: operatorSlots(
        FILLED_POOLS,
        { ...FILLED_PROOF, 'dubai-2': { ...FILLED_PROOF['dubai-2']!, custodian: null } },
        () => FILLED_CONTRACT,
      ),
    };
    expect(findPlaceholders(withoutCustodian, true)).toEqual([
      {
        where: 'src/content/proof.ts: dubai-2.custodian',
        what: "dubai-2: the custodian of the pool's stablecoins: to be published before launch",
      },
    ]);
    const withoutContract = {
      ...content,
      poolSlots: operatorSlots(FILLED_POOLS, FILLED_PROOF, (id) =>
        id === 'dubai-3' ? null : FILLED_CONTRACT,
      ),
    };
    expect(findPlaceholders(withoutContract, true).map((found) => found.what)).toEqual([
      "dubai-3: the pool's contract: chain, address and explorer link: to be published before launch",
    ]);
    const withZeroAddress = {
      ...content,
      strings: [['getContent("en").docs.terms', `0x${'0'.repeat(40)}`]] as Array<[string, string]>,
    };
    expect(findPlaceholders(withZeroAddress, true)).toEqual([
      { where: 'getContent("en").docs.terms', what: 'contract address is a placeholder' },
    ]);
  });
});
