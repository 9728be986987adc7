import type { Locale } from '#contracts/locale.ts';
import { facts } from './facts.ts';
import { words } from './i18n.ts';
import { href } from './routes.ts';

/**
 * The site-wide words and facts the pages not yet converted to the dictionary still receive
 * through getContent (index.ts): their builders take this object. The chrome (header, footer,
 * head) reads `words(locale).site` and `facts` straight; delete this file with the last builder.
 */

/** The operator's facts those builders read (the privacy notice's controller, the contracts). */
export const siteData = {
  email: facts.contact.email,
  operator: {
    controllerName: facts.controller.legalName,
    controllerAddress: facts.controller.address,
    contracts: facts.pools.map((pool) => ({
      poolId: pool.id,
      chain: pool.contract?.chain ?? null,
      address: pool.contract?.address ?? null,
      explorerUrl: pool.contract?.explorerUrl ?? null,
    })),
  },
};

/** What the unconverted builders use of the site, in one language. */
export function buildSite(locale: Locale) {
  const { tagline, businessHours, responseTime, riskLine, chrome } = words(locale).site;
  return {
    name: facts.brand.name,
    tagline,
    email: facts.contact.email,
    businessHours,
    responseTime,
    riskLine: { ...riskLine, link: { label: riskLine.link, href: href('risk', locale) } },
    chrome,
  };
}

/** What the unconverted builders use of the site, in one language. */
export type SiteConfig = ReturnType<typeof buildSite>;
