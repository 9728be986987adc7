import { z } from 'zod';
import { localePath, type Locale } from '#contracts/locale.ts';
import { textSchema } from './schemas';

/**
 * The site-wide configuration: brand, contact, social links, navigation and footer. The data
 * (addresses, links, operator facts) is written here once; each language's words are in
 * ./en/site.ts, ./ar/site.ts... under `siteStringsSchema`. RealYield, the e-mail address and the
 * social handles are working values, and the operator facts left `null` are not supplied yet:
 * each language says so in its own words. `npm run launch-check` lists what is left.
 */

/** The pages the header and the footer link to, by key. */
const PAGE_PATHS = {
  pools: '/pools',
  howItWorks: '/how-it-works',
  passports: '/passports',
  about: '/about',
  docs: '/docs',
  contact: '/contact',
  terms: '/docs#terms',
  privacy: '/docs#privacy',
  risk: '/docs#risk-disclosure',
} as const;

type PageKey = keyof typeof PAGE_PATHS;

/** Header links, in order. */
const NAV = ['pools', 'howItWorks', 'passports', 'about', 'docs', 'contact'] as const;

/** Footer columns, in order: each a title key and its links. */
const FOOTER_COLUMNS = [
  { title: 'company', links: ['about', 'contact'] },
  { title: 'product', links: ['pools', 'howItWorks', 'passports'] },
  { title: 'legal', links: ['docs', 'terms', 'privacy'] },
] as const satisfies ReadonlyArray<{ title: string; links: readonly PageKey[] }>;

/** The social profiles, in order; each language names them in `socials`. */
const SOCIALS = [
  { network: 'x', href: 'https://x.com/realyield_placeholder' },
  { network: 'telegram', href: 'https://t.me/realyield_placeholder' },
] as const;

/** The site's data: the same in every language. */
export const siteData = {
  /** The brand, written the same in every language. */
  name: 'RealYield',
  email: z.email().parse('hello@realyield.example'),
  copyrightHolder: 'RealYield',
  /** Facts only the operator can supply; `null` until supplied (each language words the gap). */
  operator: {
    /** True once the brand name, tagline and copyright holder are the ones to launch with. */
    brandConfirmed: false,
    /** Legal name of the data controller (the company that runs the site), for the privacy notice. */
    controllerName: null as string | null,
    /** Registered postal address of the data controller. */
    controllerAddress: null as string | null,
    /**
     * Each pool's contract on-chain, so the on-chain record the copy mentions can be checked: the
     * chain's name, the address and its page on a block explorer (https). The pool's page shows
     * it in its proof band; `null` until published ("to be published before launch").
     */
    contracts: [
      { poolId: 'dubai-1', chain: null, address: null, explorerUrl: null },
      { poolId: 'dubai-2', chain: null, address: null, explorerUrl: null },
      { poolId: 'dubai-3', chain: null, address: null, explorerUrl: null },
    ] as Array<{
      poolId: string;
      chain: string | null;
      address: string | null;
      explorerUrl: string | null;
    }>,
  },
};

/** The header's link texts. */
const nav = z.strictObject({
  pools: textSchema,
  howItWorks: textSchema,
  passports: textSchema,
  about: textSchema,
  docs: textSchema,
  contact: textSchema,
});

/** The words of the site-wide configuration in one language. */
export const siteStringsSchema = z.strictObject({
  tagline: textSchema,
  /** One sentence shown under the brand in the footer. */
  summary: textSchema,
  /** When the team works, as every page that mentions it says: "Mon-Fri 9AM-6PM GST". */
  businessHours: textSchema,
  /** How soon the team replies: "24-48 hours". */
  responseTime: textSchema,
  /** Accessible name of each social link, e.g. "RealYield on X". */
  socials: z.strictObject({ x: textSchema, telegram: textSchema }),
  /** Header link texts. */
  nav,
  /** The header's call to action (to /pools). */
  apply: textSchema,
  /**
   * The risk in one line, beside every call to invest that has no risk wording of its own (issue
   * 24): the home pool teaser and closing band, the passport tiers, the mobile menu's Apply.
   */
  riskLine: z.strictObject({
    /** Bold lead: "Capital at risk." */
    title: textSchema,
    /** Loss of principal, and targets not guaranteed. */
    text: textSchema,
    /** The link to the risk disclosure on /docs. */
    link: textSchema,
  }),
  /** Footer column titles and the link texts that differ from the header's. */
  footer: z.strictObject({
    company: textSchema,
    product: textSchema,
    legal: textSchema,
    /** The footer's name for /docs. */
    docs: textSchema,
    terms: textSchema,
    privacy: textSchema,
  }),
  disclaimer: textSchema,
  /** The words of the page chrome that are not links: labels a screen reader or a button reads. */
  chrome: z.strictObject({
    /** The first link of every page, to the main content. */
    skipLink: textSchema,
    /** Names of the header's navigation and of the mobile menu's. */
    mainNav: textSchema,
    menuNav: textSchema,
    /** The mobile menu toggle's label while the menu is closed (it opens it) and open. */
    menuOpen: textSchema,
    menuClose: textSchema,
    /** Added to the name of a link that opens a new tab. */
    newTab: textSchema,
    /** After "© <year> <holder>." in the footer. */
    rightsReserved: textSchema,
    /** What a screen reader calls the forms' toasts region, and a toast's close button. */
    notifications: textSchema,
    closeNotification: textSchema,
  }),
  /** What the pages show for an operator fact not supplied yet (siteData.operator). */
  operatorPending: z.strictObject({
    controllerName: textSchema,
    controllerAddress: textSchema,
  }),
});

/** The words of the site-wide configuration in one language. */
export type SiteStrings = z.input<typeof siteStringsSchema>;

/** The site-wide configuration in one language, with links local to it. */
export function buildSite(strings: SiteStrings, locale: Locale) {
  const link = (key: PageKey, label: string) => ({
    label,
    href: localePath(PAGE_PATHS[key], locale),
  });
  const labels: Record<PageKey, string> = {
    ...strings.nav,
    docs: strings.footer.docs,
    terms: strings.footer.terms,
    privacy: strings.footer.privacy,
    risk: strings.riskLine.link,
  };
  const { operator } = siteData;
  const pending = strings.operatorPending;
  const riskLine = {
    title: strings.riskLine.title,
    text: strings.riskLine.text,
    link: link('risk', strings.riskLine.link),
  };
  return {
    name: siteData.name,
    tagline: strings.tagline,
    summary: strings.summary,
    email: siteData.email,
    businessHours: strings.businessHours,
    responseTime: strings.responseTime,
    socials: SOCIALS.map((social) => ({ ...social, label: strings.socials[social.network] })),
    nav: NAV.map((key) => link(key, strings.nav[key])),
    /** The header's Apply, and the risk line the mobile menu draws beside it. */
    apply: { ...link('pools', strings.apply), riskLine },
    footerColumns: FOOTER_COLUMNS.map((column) => ({
      title: strings.footer[column.title],
      links: column.links.map((key) => link(key, labels[key])),
    })),
    disclaimer: strings.disclaimer,
    riskLine,
    copyrightHolder: siteData.copyrightHolder,
    chrome: strings.chrome,
    operator: {
      brandConfirmed: operator.brandConfirmed,
      controllerName: operator.controllerName ?? pending.controllerName,
      controllerAddress: operator.controllerAddress ?? pending.controllerAddress,
      contracts: operator.contracts,
    },
  };
}

/** The site-wide configuration in one language. */
export type SiteConfig = ReturnType<typeof buildSite>;
/** A link of the header or the footer. */
export type SiteLink = SiteConfig['nav'][number];
/** A social profile link. */
export type SocialLink = SiteConfig['socials'][number];
