import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONSENT_VERSIONS } from '#contracts/interest.ts';
import { unlocalizedPath } from '#contracts/locale.ts';
import { formatTargetApy, formatTenor } from '../lib/format';
import * as contactModule from './contact';
import { dictionaries, getContent } from './index';
import * as interestModule from './interest';
import * as locales from './locales';
import * as operatorModule from './operator';
import * as poolsModule from './pools';
import * as schemas from './schemas';

const en = getContent('en');

// The English content under the names the pages know it by, beside each module's schemas.
const contact = { ...contactModule, contactPage: en.contact };
const errors = { serverErrorPage: en.serverError };
const home = { homePage: en.home };
const interest = { ...interestModule, interestContent: en.interest };
const notFound = { notFoundPage: en.notFound };
const poolPage = { poolPages: en.poolPages, poolPageCopy: en.poolPageCopy };
const pools = {
  ...poolsModule,
  pools: en.pools,
  poolStatusPresentation: en.poolStatusPresentation,
  yieldCopy: en.yieldCopy,
};
const poolsPage = { poolsPage: en.poolsPage };
const site = { site: en.site };
const stats = { stats: en.stats };
const timeline = { timeline: en.timeline };

/**
 * Everything the content holds: each language's assembled content (words and data), each
 * language's dictionary, and the locale settings. The hygiene walk covers all of it.
 */
const modules: Record<string, unknown> = {
  en,
  ar: getContent('ar'),
  'en dictionary': dictionaries.en,
  'ar dictionary': dictionaries.ar,
  'locales.ts': locales,
};

/** Every page's copy, keyed by route. */
const pages = {
  '/': home.homePage,
  '/pools': poolsPage.poolsPage,
  '/contact': contact.contactPage,
  '404': notFound.notFoundPage,
  '500': errors.serverErrorPage,
};

const routes = ['/', '/pools', '/how-it-works', '/passports', '/about', '/docs', '/contact'];

/** Collects every string reachable from a value, with its path; Zod schemas and functions are skipped. */
function collectStrings(value: unknown, path: string, out: Array<[string, string]> = []) {
  if (typeof value === 'string') {
    out.push([path, value]);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => collectStrings(item, `${path}[${i}]`, out));
  } else if (value !== null && typeof value === 'object' && !(value instanceof z.ZodType)) {
    for (const [key, child] of Object.entries(value)) collectStrings(child, `${path}.${key}`, out);
  }
  return out;
}

/** Collects every object with an href, with its path. */
function collectHrefs(value: unknown, path: string, out: Array<[string, string]> = []) {
  if (Array.isArray(value)) {
    value.forEach((item, i) => collectHrefs(item, `${path}[${i}]`, out));
  } else if (value !== null && typeof value === 'object' && !(value instanceof z.ZodType)) {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'href' && typeof child === 'string') out.push([path, child]);
      else collectHrefs(child, `${path}.${key}`, out);
    }
  }
  return out;
}

/** Reasons a line of copy breaks the financial-promotion rules; empty when it is clean. */
function hygieneProblems(text: string): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(/\bguarantee(d|s)?\b/gi)) {
    if (text.slice(Math.max(0, match.index - 4), match.index).toLowerCase() !== 'not ') {
      problems.push(`"${match[0]}" not preceded by "not "`);
    }
  }
  // The same rule in Arabic: "مضمون" (guaranteed) only as "غير مضمون" (not guaranteed).
  for (const match of text.matchAll(/مضمون/g)) {
    if (text.slice(Math.max(0, match.index - 4), match.index) !== 'غير ') {
      problems.push(`"مضمون" not preceded by "غير "`);
    }
  }
  const banned: Array<[RegExp, string]> = [
    // آمن is safe; أمان is left out, as it also means security (of a wallet, of data).
    [/آمن|خالٍ? من المخاطر|بلا مخاطر|نضمن/, 'safe/risk-free/we guarantee (Arabic)'],
    [/[٠-٩۰-۹]/, 'Arabic-Indic digit (figures use 0-9 in every language)'],
    [/\bsafe(ty)?\b/i, 'safe/safety'],
    [/risk-free/i, 'risk-free'],
    [/secure returns/i, 'secure returns'],
    [/\b(revolutionary|unlock\w*|skyrocket\w*)\b/i, 'hype word'],
    [/!/, 'exclamation mark'],
    [/–/, 'en dash (ranges use a hyphen: 12-24 months)'],
    [/\bAPR\b/, 'APR (use APY)'],
  ];
  for (const [pattern, reason] of banned) if (pattern.test(text)) problems.push(reason);
  // A percentage is a yield figure here; it must read as a target (in Arabic: "حتى 40%", "مستهدف").
  if (/\d+%/.test(text) && !/\bup to \d+%|\btarget|حتى \d+%|مستهدف/i.test(text)) {
    problems.push('percentage without "up to" or "target"');
  }
  return problems;
}

const allStrings = Object.entries(modules).flatMap(([file, mod]) => collectStrings(mod, file));

function byId<T extends { id: string }>(list: readonly T[], id: string): T {
  const found = list.find((item) => item.id === id);
  if (!found) throw new Error(`No item with id ${id}`);
  return found;
}

describe('pools (spec section 3)', () => {
  it('lists the three pools with every field as in the spec table', () => {
    // The spec sets no per-pool minimum, lockup or distribution frequency: the operator does.
    const operatorTerms = { minimumUsd: null, lockupMonths: null, distribution: null };
    expect(pools.pools).toEqual([
      {
        id: 'dubai-1',
        name: 'Dubai Premium Sub-Lease Pool',
        location: 'Dubai, UAE',
        collateralType: 'Tokenized Sub-Lease',
        targetApyPercent: 40,
        payout: 'USDC/USDT',
        tenorMonths: 12,
        status: 'Open',
        ...operatorTerms,
      },
      {
        id: 'dubai-2',
        name: 'Dubai Hospitality Pool',
        location: 'Dubai, UAE',
        collateralType: 'Tokenized Sub-Lease',
        targetApyPercent: 35,
        payout: 'USDC',
        tenorMonths: 24,
        status: 'Upcoming',
        ...operatorTerms,
      },
      {
        id: 'dubai-3',
        name: 'Dubai Residential Pool',
        location: 'Dubai, UAE',
        collateralType: 'Tokenized Sub-Lease',
        targetApyPercent: 30,
        payout: 'USDT',
        tenorMonths: 18,
        status: 'Closed',
        ...operatorTerms,
      },
    ]);
  });

  it('derives the display strings of the spec table', () => {
    expect(pools.pools.map((pool) => formatTargetApy(pool.targetApyPercent))).toEqual([
      'up to 40%',
      'up to 35%',
      'up to 30%',
    ]);
    // The number kept with its unit by a no-break space (src/lib/format.ts).
    expect(pools.pools.map((pool) => formatTenor(pool.tenorMonths))).toEqual([
      '12\u00a0months',
      '24\u00a0months',
      '18\u00a0months',
    ]);
  });

  it('maps each status to its badge and button (spec section 4)', () => {
    expect(pools.poolStatusPresentation).toEqual({
      Open: {
        badge: 'success',
        action: 'Apply Now',
        button: 'highlighted',
        disabled: false,
        actionId: 'apply',
      },
      Upcoming: {
        badge: 'secondary',
        action: 'Join Waitlist',
        button: 'outline',
        disabled: false,
        actionId: 'waitlist',
      },
      Closed: {
        badge: 'outline',
        action: 'Closed',
        button: 'outline',
        disabled: true,
        actionId: 'closed',
      },
    });
    expect(Object.keys(pools.poolStatusPresentation)).toEqual(pools.poolStatusSchema.options);
  });

  it('rejects a misspelt status, an unknown field and duplicate ids', () => {
    const pool = byId(pools.POOLS, 'dubai-1');
    expect(pools.poolsDataSchema.safeParse([pool]).success).toBe(true);
    expect(pools.poolsDataSchema.safeParse([{ ...pool, status: 'Opne' }]).success).toBe(false);
    expect(pools.poolsDataSchema.safeParse([{ ...pool, payout: 'DAI' }]).success).toBe(false);
    expect(pools.poolsDataSchema.safeParse([{ ...pool, apy: 40 }]).success).toBe(false);
    expect(pools.poolsDataSchema.safeParse([pool, pool]).success).toBe(false);
  });

  it('labels every APY figure as a target, not guaranteed', () => {
    expect(pools.yieldCopy).toEqual({ label: 'Target APY', qualifier: 'Target, not guaranteed' });
    expect(poolsPage.poolsPage.list.labels.targetApyQualifier).toBe(pools.yieldCopy.qualifier);
    expect(home.homePage.poolTeaser.targetApyQualifier).toBe(pools.yieldCopy.qualifier);
  });
});

describe('pools page', () => {
  it('shows every pool and a risk box covering the spec points', () => {
    expect(poolsPage.poolsPage.list.pools).toEqual(pools.pools);
    const titles = poolsPage.poolsPage.risk.points.map((point) => point.title);
    expect(titles).toEqual([
      'Risk of loss',
      'Target APY is not guaranteed',
      'Lockups and liquidity',
      'Eligibility',
      'KYC/AML',
      'Not available everywhere',
    ]);
    const text = collectStrings(poolsPage.poolsPage.risk, 'risk')
      .map(([, s]) => s)
      .join(' ');
    expect(text).toMatch(/principal/);
    expect(text).toMatch(/US persons and residents of sanctioned countries/);
  });
});

describe('pool pages', () => {
  it('has one page per pool, under /pools, titled by the pool, each described once', () => {
    expect(poolPage.poolPages.map((page) => [page.path, page.meta.title])).toEqual(
      pools.pools.map((pool) => [`/pools/${pool.id}`, pool.name]),
    );
    const descriptions = poolPage.poolPages.map((page) => page.meta.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    // A share image leaves out a description with a yield figure: keep them figure-free.
    for (const description of descriptions) expect(description).not.toMatch(/%|APY/);
  });

  it('gives an Open pool an apply page and an Upcoming pool a waitlist page, a Closed pool none', () => {
    expect(poolPage.poolPages.map((page) => [page.pool.status, page.form?.path])).toEqual(
      pools.pools.map((pool) => [
        pool.status,
        {
          Open: `/pools/${pool.id}/apply`,
          Upcoming: `/pools/${pool.id}/waitlist`,
          Closed: undefined,
        }[pool.status],
      ]),
    );
    for (const locale of ['en', 'ar'] as const) {
      for (const { pool, form } of getContent(locale).poolPages) {
        if (!form) continue;
        // Described by the pool's own name, within the meta limits the schema sets.
        expect(form.meta.title).toContain(pool.name);
        expect(form.meta.description).toContain(pool.name);
        expect(form.meta.description).not.toMatch(/\{pool\}|%|APY/);
      }
    }
  });

  it("shows each pool's own terms, and the spec's ranges (section 9) marked as ranges", () => {
    for (const page of poolPage.poolPages) {
      const terms = Object.fromEntries(page.terms.map((term) => [term.label, term]));
      // A non-breaking space keeps the figure with its unit (src/lib/format.ts).
      expect(terms['Tenor']?.value).toBe(`${page.pool.tenorMonths}\u00a0months`);
      expect(terms['Payout']?.value).toBe(page.pool.payout);
      expect(terms['Minimum investment']).toEqual({
        label: 'Minimum investment',
        value: '$1,000 to $10,000',
        range: true,
      });
      expect(terms['Lockup']?.value).toBe('12-24\u00a0months');
      expect(terms['Distributions']?.value).toBe('Monthly or quarterly');
      expect(terms['Collateral']?.value).toBe('Tokenized Sub-Lease');
      expect(page.hasRange).toBe(true);
    }
  });

  it('says who may not apply and that KYC/AML comes before any deposit', () => {
    const text = collectStrings(poolPage.poolPageCopy.eligibility, 'eligibility')
      .map(([, s]) => s)
      .join(' ');
    expect(text).toMatch(/US persons and residents of sanctioned countries may not apply/);
    expect(text).toMatch(/KYC\/AML verification before any deposit/);
  });
});

describe('timeline (spec section 3)', () => {
  it('has the four milestones in order', () => {
    expect(timeline.timeline).toEqual([
      { year: 2021, event: 'Founded' },
      { year: 2022, event: 'First pool launched' },
      { year: 2023, event: 'Reached $5M+ revenue' },
      // A no-break space keeps each figure with the noun it counts (src/content/stats.ts).
      { year: 2024, event: '40+\u00a0properties tokenized and 10K+\u00a0customers served' },
    ]);
  });
});

describe('stats (spec section 1)', () => {
  it('has the three claims with their labels', () => {
    expect(stats.stats.map(({ value, label }) => ({ value, label }))).toEqual([
      { value: '$5M+', label: 'Lifetime Revenue' },
      { value: '80+', label: 'Premium Properties' },
      { value: '$30B', label: 'RWA Market Cap' },
    ]);
    expect(byId(stats.stats, 'rwa-market-cap').note).toMatch(/not a RealYield figure/);
    expect(home.homePage.stats.items).toEqual(stats.stats);
  });
});

describe('home page', () => {
  const page = home.homePage;

  it('opens with the tagline and the two hero buttons', () => {
    expect(page.meta.title).toBe('Real RWAs. Real Yields.');
    expect(page.hero.title).toBe(site.site.tagline);
    expect(page.hero.primary).toEqual({ label: 'View Pools', href: '/pools' });
    expect(page.hero.secondary).toEqual({ label: 'How It Works', href: '/how-it-works' });
  });

  it('links the three feature cards to /pools, /docs and /how-it-works', () => {
    expect(page.features.items.map((item) => item.link.href)).toEqual([
      '/pools',
      '/docs',
      '/how-it-works',
    ]);
  });

  it('has the whitelisted pool teaser of the spec', () => {
    expect(page.poolTeaser.tags).toEqual(['RWA', 'Real Estate', 'USDC/USDT', 'Up to 40% APY']);
    expect(page.poolTeaser.tags[3]).toBe(`Up to ${page.poolTeaser.targetApyPercent}% APY`);
    expect(page.poolTeaser.targetApyPercent).toBe(
      Math.max(...pools.pools.map((pool) => pool.targetApyPercent)),
    );
    // Apply for Access leads to the open pool's application form.
    expect(page.poolTeaser.action).toEqual({
      label: 'Apply for Access',
      href: '/pools/dubai-1/apply',
    });
    expect(page.poolTeaser.note).toBe('Availability is limited and terms apply.');
  });

  it('has three steps, the about teaser, six key features, market potential and a closing CTA', () => {
    // The industry figure is said once, in the stats band with its note, not again in prose.
    const prose = Object.entries(page).filter(([key]) => key !== 'stats');
    expect(JSON.stringify(prose)).not.toContain(byId(stats.stats, 'rwa-market-cap').value);
    expect(page.steps.items).toHaveLength(3);
    expect(page.steps.link.href).toBe('/how-it-works');
    expect(page.about.link.href).toBe('/about');
    expect(page.keyFeatures.items).toHaveLength(6);
    expect(new Set(page.keyFeatures.items.map((item) => item.icon)).size).toBe(6);
    expect(page.marketPotential.link.href).toBe('/about');
    expect(page.cta.primary.href).toBe('/pools');
  });
});

describe('contact page', () => {
  const page = contact.contactPage;

  it('uses the spec texts for the form and its outcomes', () => {
    expect(page.form.submit).toBe('Send Message');
    expect(page.form.submitting).toBe('Sending...');
    // The toast keeps the spec's title; the outcome page's title is in sentence case.
    expect(page.outcomes.sent).toEqual({
      title: 'Message Sent',
      pageTitle: 'Message sent',
      description: "Thank you for contacting us. We'll get back to you soon.",
    });
    expect(page.outcomes.missing).toEqual({
      title: 'Missing Information',
      pageTitle: 'Missing information',
      description: 'Please fill in all fields',
    });
    expect(page.outcomes['invalid-email']).toEqual({
      title: 'Invalid Email',
      pageTitle: 'Invalid e-mail address',
      description: 'Please enter a valid email address',
    });
    expect(Object.keys(page.outcomes)).toEqual(contact.contactOutcomeSchema.options);
  });

  it('toasts the spec words with JavaScript, the same as the pages without it', () => {
    expect(page.form.validation.missing_fields).toEqual(page.outcomes.missing);
    expect(page.form.validation.invalid_email).toEqual(page.outcomes['invalid-email']);
    expect(page.form.validation.too_long).toEqual(page.outcomes['too-long']);
    expect(page.form.fieldProblems.too_long).toContain('{max}');
  });

  it('builds the contact details from the site config', () => {
    expect(page.details.email).toEqual({
      label: site.site.email,
      href: `mailto:${site.site.email}`,
    });
    expect(page.details.businessHours).toContain('Mon-Fri 9AM-6PM GST');
    expect(page.details.responseTime).toContain('24-48 hours');
  });
});

describe('404 page', () => {
  it('is titled Page not found and returns home', () => {
    expect(notFound.notFoundPage.meta.title).toBe('Page not found');
    expect(notFound.notFoundPage.action).toEqual({ label: 'Return Home', href: '/' });
  });
});

describe('every page', () => {
  const metas = [
    ...Object.values(pages).map((page) => page.meta),
    ...poolPage.poolPages.map((page) => page.meta),
  ];

  it('has a unique title and a unique 120-160 character description, in every language', () => {
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
    const ar = getContent('ar');
    const arabic = [
      ar.home.meta,
      ar.poolsPage.meta,
      ar.contact.meta,
      ar.notFound.meta,
      ar.serverError.meta,
      ...ar.poolPages.flatMap((page) => [page.meta, ...(page.form ? [page.form.meta] : [])]),
    ];
    for (const { description } of [...metas, ...arabic]) {
      expect(description.length, description).toBeGreaterThanOrEqual(120);
      expect(description.length, description).toBeLessThanOrEqual(160);
    }
  });

  it('uses its meta title as the h1 where the page has a hero', () => {
    for (const page of Object.values(pages)) {
      if ('hero' in page) expect(page.hero.title).toBe(page.meta.title);
    }
  });

  it('links only to existing routes and anchors', () => {
    // The anchors of /docs (its route file names them; the build's link check resolves them).
    const anchors = ['risk-disclosure', 'faq', 'regulatory-status', 'geographic-restrictions'];
    anchors.push('terms', 'privacy');
    // Anchors outside /docs: a pool page's action section, and the yield band of /how-it-works
    // (its id is set in the page; the build's link check resolves every anchor as built).
    const anchorsByRoute = new Map<string, string[]>([
      ['/docs', [...anchors]],
      ['/how-it-works', ['yield-sources']],
      ...poolPage.poolPages.map((page): [string, string[]] => [
        page.path,
        [pools.poolStatusPresentation[page.pool.status].actionId],
      ]),
    ]);
    const knownRoutes = [
      ...routes,
      ...poolPage.poolPages.flatMap((page) => [page.path, ...(page.form ? [page.form.path] : [])]),
    ];
    const hrefs = Object.entries(modules).flatMap(([file, mod]) => collectHrefs(mod, file));
    expect(hrefs.length).toBeGreaterThan(20);
    for (const [path, href] of hrefs) {
      if (/^(https:|mailto:)/.test(href)) continue;
      // A translation's links carry its locale's prefix (/ar/pools): the route is the English one.
      const [route = '', anchor] = unlocalizedPath(href).split('#');
      // A same-page anchor (#risks) depends on the page that draws it: the build's link check
      // resolves it there.
      if (route === '') continue;
      expect(knownRoutes, `${path}: ${href}`).toContain(route);
      if (anchor !== undefined) {
        expect(anchorsByRoute.get(route) ?? [], `${path}: ${href}`).toContain(anchor);
      }
    }
  });

  it('draws only icons that lucide-react exports', () => {
    for (const name of schemas.iconNameSchema.options) expect(lucide).toHaveProperty(name);
  });
});

describe('copy hygiene', () => {
  it('covers every language', () => {
    expect(allStrings.length).toBeGreaterThan(600);
  });

  it('flags the words and marks it must flag', () => {
    expect(hygieneProblems('Returns are guaranteed.')).not.toEqual([]);
    expect(hygieneProblems('We guarantee it.')).not.toEqual([]);
    expect(hygieneProblems('A safe investment.')).not.toEqual([]);
    expect(hygieneProblems('Your safety comes first.')).not.toEqual([]);
    expect(hygieneProblems('Risk-free income.')).not.toEqual([]);
    expect(hygieneProblems('Unlock yield')).not.toEqual([]);
    expect(hygieneProblems('Apply now!')).not.toEqual([]);
    expect(hygieneProblems('Lockups of 12–24 months.')).not.toEqual([]);
    expect(hygieneProblems('Earn 40% a year.')).not.toEqual([]);
    expect(hygieneProblems('Targets, not guaranteed.')).toEqual([]);
    expect(hygieneProblems('Returns are targets, not guarantees.')).toEqual([]);
    expect(hygieneProblems('Up to 40% APY')).toEqual([]);
    expect(hygieneProblems('العوائد مضمونة.')).not.toEqual([]);
    expect(hygieneProblems('استثمار آمن.')).not.toEqual([]);
    expect(hygieneProblems('دخل خالٍ من المخاطر.')).not.toEqual([]);
    expect(hygieneProblems('عائد ٤٠%')).not.toEqual([]);
    expect(hygieneProblems('اربح 40% سنويًا.')).not.toEqual([]);
    expect(hygieneProblems('مستهدف، غير مضمون')).toEqual([]);
    expect(hygieneProblems('حتى 40% عائد سنوي')).toEqual([]);
  });

  it('keeps every exported string free of promises, hype and exclamation marks', () => {
    const failures = allStrings.flatMap(([path, text]) =>
      hygieneProblems(text).map((problem) => `${path}: ${problem} in "${text}"`),
    );
    expect(failures).toEqual([]);
  });
});

describe('interest forms', () => {
  it('names the consent version the server stores with each entry', () => {
    expect(interest.interestContent.consent.application.version).toBe(CONSENT_VERSIONS.application);
    expect(interest.interestContent.consent.waitlist.version).toBe(CONSENT_VERSIONS.waitlist);
  });

  it('has a page for every outcome the server redirects to, each with a way back to /pools', () => {
    expect(Object.keys(interest.interestContent.outcomes)).toEqual(
      interest.interestOutcomeSchema.options,
    );
    expect(interest.interestContent.outcomeLinks.pools.href).toBe('/pools');
    expect(interest.interestContent.remove.cancel.href).toBe('/pools');
  });

  it('labels the amount bands with the passport thresholds', () => {
    expect(Object.values(interest.interestContent.amountBands)).toEqual([
      'Under $10,000',
      '$10,000-$49,999',
      '$50,000-$99,999',
      '$100,000 or more',
    ]);
  });
});

describe('every figure with its basis (issue 24)', () => {
  it.each(['en', 'ar'] as const)(
    'says what each headline figure counts and when, in %s',
    (locale) => {
      const { stats, operator, home } = getContent(locale);
      for (const stat of stats) {
        expect(stat.note.length).toBeGreaterThan(40);
        expect(stat.note).not.toMatch(/[[\]]/);
      }
      const [revenue, properties, marketCap] = stats;
      expect(revenue?.note).toContain(operator.figuresAsOf);
      expect(properties?.note).toContain(operator.figuresAsOf);
      expect(marketCap?.note).toContain(operator.marketCapSource);
      // The milestones' figures (40+ tokenized, 10K+ customers) with their basis, wherever shown.
      for (const text of [home.about.text]) {
        expect(text).toContain(operator.customers);
        expect(text).toContain(operator.figuresAsOf);
      }
    },
  );

  it('says "under management" for the 80+ and "tokenized" for the 40+, never the other way', () => {
    const [, properties] = en.stats;
    expect(properties?.note).toMatch(/^Properties under management: .*\(40\+ are tokenized\)/);
    expect(en.timeline.at(-1)?.event).toContain('40+\u00a0properties tokenized');
    expect(en.home.about.text).toContain('properties under management whose sub-leases');
    expect(en.operator.figuresAsOf).toBe(
      'The date these figures are as of will be published before launch.',
    );
  });
});

describe("the operator's facts (issue 24)", () => {
  it('names the offering entity and its licence, and asks for nothing more, once supplied', () => {
    const words = {
      ...dictionaries.en.operator,
      facts: {
        riskWarning: 'Crypto-assets are high risk.',
        apyBasis: 'Target APYs are net of fees.',
        fees: 'The pool charges 2% a year.',
        tokenRights: 'A token is a claim on the sub-lease income.',
        customers: 'A customer is a guest or tenant who stayed in a property RealYield manages.',
      },
    };
    const supplied = operatorModule.buildOperator(words, 'en', {
      offering: {
        legalName: 'Brand Holdings Ltd',
        registration: 'DMCC-123',
        licenceNumber: 'VA-456',
        regulator: 'VARA',
      },
      marketCapSource: { name: 'rwa.xyz', asOf: '2026-01-31' },
      figuresAsOf: '2026-01-31',
      mostPopularEvidence: 'Gold was 46% of passports issued in 2025',
      processors: { hosting: 'Hetzner Online GmbH', mail: 'Postmark', countries: 'Germany' },
    });
    expect(supplied.missing).toEqual([]);
    expect(supplied.offering).toBe(
      'Licence: the pools are offered by Brand Holdings Ltd (registration DMCC-123), licensed by VARA under licence VA-456.',
    );
    expect(supplied.riskPoints.map((point) => point.text)).toEqual([
      'Crypto-assets are high risk.',
      'A token is a claim on the sub-lease income.',
      'The pool charges 2% a year. Target APYs are net of fees.',
    ]);
    expect(supplied.marketCapSource).toBe('Source: rwa.xyz, as of 2026-01-31.');
    expect(supplied.figuresAsOf).toBe('As of 2026-01-31.');
    expect(supplied.processors).toBe(
      'Our processors: Hetzner Online GmbH hosts this site, its database and its log, and Postmark sends its e-mails, on our behalf and under contract. They process your data in Germany.',
    );
  });
});
