// What the build publishes for the visitors' e-mails (dist/mail.json), read through the server's
// own reader: the e-mails restate nothing of the content, so each figure must be the content's.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { LOCALES } from '#contracts/locale.ts';
import { loadMailContent, mailText } from '#server/mail/content.ts';
import { facts } from '../src/content/facts';
import { figureFormat } from '../src/content/i18n';
import { formatPercent } from '../src/lib/format';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.resolve(REPO, process.env.DIST_DIR || 'dist');

test("mail.json gives each pool its own target APY, and the site's facts", async () => {
  const content = await loadMailContent(DIST);
  if (content === undefined) throw new Error(`no mail.json in ${DIST}`);
  for (const locale of LOCALES) {
    const language = content[locale];
    expect(Object.keys(language.pools)).toEqual(facts.pools.map((pool) => pool.id));
    for (const pool of facts.pools) {
      const own = formatPercent(pool.targetApyPercent, figureFormat(locale));
      const published = language.pools[pool.id];
      expect(published?.targetApy, `${locale} ${pool.id}`).toBe(own);
      const note = mailText(language, language.words.riskNote, {
        pool: published?.name ?? '',
        apy: published?.targetApy ?? '',
      });
      expect(note).toContain(`(${own})`);
    }
    expect(language.siteName).toBe(facts.brand.name);
    expect(language.contactEmail).toBe(facts.contact.email);
    expect(language.sender).toEqual({
      legalName: facts.offering.legalName,
      address: facts.offering.address,
    });
  }
  // The waitlist pool targets less than the open one: its e-mail says its own figure.
  expect(content.en.pools['dubai-2']?.targetApy).toBe('35%');
  expect(content.ar.privacyPath).toBe('/ar/docs#privacy');
});
