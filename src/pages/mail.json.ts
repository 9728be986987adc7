// What the visitors' e-mails say and name, in every language, published with the build for the
// server (which may not import src/): the dictionaries' `mail` words and the facts they name, each
// pool with its own target APY as the site writes it. Checked against the contract's schema here,
// and again when the server reads it (server/mail/content.ts).
import type { APIRoute } from 'astro';
import { mailContentSchema } from '#contracts/mail.ts';
import { LOCALES } from '#contracts/locale.ts';
import { facts } from '@/content/facts';
import { figureFormat, poolWords, words } from '@/content/i18n';
import { href } from '@/content/routes';
import { formatPercent } from '@/lib/format';

export const GET: APIRoute = () => {
  const { legalName, address } = facts.offering;
  const content = mailContentSchema.parse(
    Object.fromEntries(
      LOCALES.map((locale) => {
        const t = words(locale);
        const pools = facts.pools.map((pool) => [
          pool.id,
          {
            name: poolWords(t, pool.id).name,
            targetApy: formatPercent(pool.targetApyPercent, figureFormat(locale)),
          },
        ]);
        const language = {
          numberLocale: t.format.numberLocale,
          siteName: facts.brand.name,
          contactEmail: facts.contact.email,
          sender: { legalName, address },
          businessHours: t.site.businessHours,
          responseTime: t.site.responseTime,
          privacyPath: href('privacy', locale),
          pools: Object.fromEntries(pools),
          amountBands: t.interest.amountBands,
          words: t.mail,
        };
        return [locale, language];
      }),
    ),
  );
  return new Response(`${JSON.stringify(content, null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json' },
  });
};
