// What the build publishes for the visitors' e-mails (dist/mail.json), read through the server's
// own reader: the e-mails restate nothing of the content, so their words, labels and sender must
// be the content's.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { LOCALES } from '#contracts/locale.ts';
import { MAIL_CONTENT_FILE, mailContentSchema } from '#contracts/mail.ts';
import { readPublished } from '#server/published.ts';
import { facts } from '../src/content/facts';
import { words } from '../src/content/i18n';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.resolve(REPO, process.env.DIST_DIR || 'dist');

test("mail.json gives the e-mails the dictionaries' words and the site's facts", async () => {
  const content = await readPublished(DIST, MAIL_CONTENT_FILE, mailContentSchema);
  if (content === undefined) throw new Error(`no mail.json in ${DIST}`);
  for (const locale of LOCALES) {
    const language = content[locale];
    const t = words(locale);
    expect(language.words.confirm).toBe(t.mail.confirm);
    expect(language.amountBands).toEqual(t.interest.amountBands);
    expect(language.siteName).toBe(facts.brand.name);
    expect(language.contactEmail).toBe(facts.contact.email);
    expect(language.sender).toEqual({
      legalName: facts.offering.legalName,
      address: facts.offering.address,
    });
  }
  expect(content.ar.privacyPath).toBe('/ar/docs#privacy');
});
