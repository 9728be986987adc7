import { z } from 'zod';
import { siteAr } from './ar/site';
import { localized } from './localized';

/**
 * The site-wide configuration: brand, contact, social links, navigation and footer.
 * RealYield, the e-mail address and the social handles are working values, and `operator` holds
 * placeholders in [brackets]: replace them before launch. `npm run launch-check` lists what is left.
 */
const linkSchema = z.strictObject({
  /** Visible text of the link. */
  label: z.string().min(1),
  /** Site path (/pools, /docs#terms) or an absolute URL for external links. */
  href: z.string().min(1),
});

const socialSchema = z.strictObject({
  /** Accessible name, e.g. "RealYield on X". */
  label: z.string().min(1),
  href: z.url(),
  /** Which icon to draw. */
  network: z.enum(['x', 'telegram']),
});

const siteSchema = z.strictObject({
  name: z.string().min(1),
  tagline: z.string().min(1),
  /** One sentence shown under the brand in the footer. */
  summary: z.string().min(1),
  email: z.email(),
  businessHours: z.string().min(1),
  responseTime: z.string().min(1),
  socials: z.array(socialSchema).min(1),
  /** Header links, in order. */
  nav: z.array(linkSchema).min(1),
  /** The header's call to action. */
  apply: linkSchema,
  footerColumns: z.array(z.strictObject({ title: z.string().min(1), links: z.array(linkSchema) })),
  disclaimer: z.string().min(1),
  copyrightHolder: z.string().min(1),
  /** The words of the page chrome that are not links: labels a screen reader or a button reads. */
  chrome: z.strictObject({
    /** The first link of every page, to the main content. */
    skipLink: z.string().min(1),
    /** Names of the header's navigation and of the mobile menu's. */
    mainNav: z.string().min(1),
    menuNav: z.string().min(1),
    /** The mobile menu toggle's label while the menu is closed (it opens it) and open. */
    menuOpen: z.string().min(1),
    menuClose: z.string().min(1),
    /** Added to the name of a link that opens a new tab. */
    newTab: z.string().min(1),
    /** After "© <year> <holder>." in the footer. */
    rightsReserved: z.string().min(1),
    /** What a screen reader calls the forms' toasts region, and a toast's close button. */
    notifications: z.string().min(1),
    closeNotification: z.string().min(1),
  }),
  /** Facts only the operator can supply; a value in [brackets] is a placeholder. */
  operator: z.strictObject({
    /** True once the brand name, tagline and copyright holder above are the ones to launch with. */
    brandConfirmed: z.boolean(),
    /** Legal name of the data controller (the company that runs the site), for the privacy notice. */
    controllerName: z.string().min(1),
    /** Registered postal address of the data controller. */
    controllerAddress: z.string().min(1),
    /**
     * The pools' contract addresses on-chain, so the on-chain record the copy mentions can be
     * checked; until they are published the copy only says that activity is recorded on-chain.
     */
    contracts: z
      .array(
        z.strictObject({
          /** What the contract is, e.g. "Dubai Premium Sub-Lease Pool". */
          label: z.string().min(1),
          /** Its address (0x...) and chain, or a placeholder in [brackets]. */
          address: z.string().min(1),
        }),
      )
      .min(1),
  }),
});

export type SiteConfig = z.infer<typeof siteSchema>;
export type SiteLink = z.infer<typeof linkSchema>;
export type SocialLink = z.infer<typeof socialSchema>;

export const site: SiteConfig = siteSchema.parse({
  name: 'RealYield',
  tagline: 'Real RWAs. Real Yields.',
  summary:
    'Whitelisted stablecoin pools backed by tokenized sub-leases of real properties in Dubai.',
  email: 'hello@realyield.example',
  businessHours: 'Mon-Fri 9AM-6PM GST',
  responseTime: '24-48 hours',
  socials: [
    { label: 'RealYield on X', href: 'https://x.com/realyield_placeholder', network: 'x' },
    {
      label: 'RealYield on Telegram',
      href: 'https://t.me/realyield_placeholder',
      network: 'telegram',
    },
  ],
  nav: [
    { label: 'Pools', href: '/pools' },
    { label: 'How It Works', href: '/how-it-works' },
    { label: 'Passports', href: '/passports' },
    { label: 'About', href: '/about' },
    { label: 'Docs', href: '/docs' },
    { label: 'Contact', href: '/contact' },
  ],
  apply: { label: 'Apply', href: '/pools' },
  footerColumns: [
    {
      title: 'Company',
      links: [
        { label: 'About', href: '/about' },
        { label: 'Contact', href: '/contact' },
      ],
    },
    {
      title: 'Product',
      links: [
        { label: 'Pools', href: '/pools' },
        { label: 'How It Works', href: '/how-it-works' },
        { label: 'Passports', href: '/passports' },
      ],
    },
    {
      title: 'Legal',
      links: [
        { label: 'Docs & FAQs', href: '/docs' },
        { label: 'Terms', href: '/docs#terms' },
        { label: 'Privacy', href: '/docs#privacy' },
      ],
    },
  ],
  disclaimer:
    'Returns shown are targets, not guarantees. Investing in tokenized real-estate pools carries risk, including the loss of some or all of your principal. Nothing on this site is investment advice or an offer in any jurisdiction where it would be unlawful.',
  copyrightHolder: 'RealYield',
  chrome: {
    skipLink: 'Skip to content',
    mainNav: 'Main',
    menuNav: 'Main menu',
    menuOpen: 'Menu',
    menuClose: 'Close',
    newTab: '(opens in a new tab)',
    rightsReserved: 'All rights reserved.',
    notifications: 'Notifications',
    closeNotification: 'Close notification',
  },
  operator: {
    // PLACEHOLDERS: the operator supplies these before launch (npm run launch-check).
    brandConfirmed: false,
    controllerName: '[Controller legal name]',
    controllerAddress: '[Controller registered address]',
    contracts: [{ label: 'Pool contracts', address: '[Pool contract addresses and chain]' }],
  },
});

/** The site-wide configuration in every language (English above, Arabic in ./ar/site.ts). */
export const siteByLocale = localized('site', siteSchema, { en: site, ar: siteAr });
