// The pools' ids, names (in every language) and statuses, published with the build for the server (which may not
// import src/): it refuses applications to a pool that is not Open and waitlist entries for one
// that is not Upcoming. Checked against the contract's schema here, and again when read.
import type { APIRoute } from 'astro';
import { poolFactsSchema } from '#contracts/interest.ts';
import { DEFAULT_LOCALE, LOCALES } from '#contracts/locale.ts';
import { facts } from '@/content/facts';
import { poolWords, words } from '@/content/i18n';

export const GET: APIRoute = () => {
  const published = poolFactsSchema.parse(
    facts.pools.map(({ id, status }) => ({
      id,
      name: poolWords(words(DEFAULT_LOCALE), id).name,
      status,
      // The e-mails name the pool in the visitor's language.
      names: Object.fromEntries(
        LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => [
          locale,
          poolWords(words(locale), id).name,
        ]),
      ),
    })),
  );
  return new Response(`${JSON.stringify(published, null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json' },
  });
};
