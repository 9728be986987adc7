import type { Locale } from '#contracts/locale.ts';
import { href, type PageKey } from '../lib/paths.ts';
import type { Words } from './i18n.ts';

export { href, PAGES, type PageKey } from '../lib/paths.ts';

/** The header's links, in order. */
const NAV = ['pools', 'howItWorks', 'passports', 'about', 'docs', 'contact'] as const;

/** The header's links in `locale`, each with its words. */
export function navLinks(t: Words, locale: Locale) {
  return NAV.map((key) => ({ label: t.site.nav[key], href: href(key, locale) }));
}

/** The footer's columns, in order: each a title in `t.site.footer` and the pages it links to. */
const FOOTER = [
  { title: 'company', links: ['about', 'contact'] },
  { title: 'product', links: ['pools', 'howItWorks', 'passports'] },
  { title: 'legal', links: ['docs', 'terms', 'privacy'] },
] as const satisfies ReadonlyArray<{ title: keyof Words['site']['footer']; links: PageKey[] }>;

/** The footer's columns in `locale`: the header's words for its pages, the footer's for the rest. */
export function footerColumns(t: Words, locale: Locale) {
  const { footer, nav } = t.site;
  const label = (key: (typeof FOOTER)[number]['links'][number]) =>
    key === 'docs' || key === 'terms' || key === 'privacy' ? footer[key] : nav[key];
  return FOOTER.map((column) => ({
    title: footer[column.title],
    links: column.links.map((key) => ({ label: label(key), href: href(key, locale) })),
  }));
}
