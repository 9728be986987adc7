import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_CONTENT_FILE, type MailContent } from '#contracts/mail.ts';
import { loadMailContent, mailText } from './content.ts';

/** The e-mail words of a language, read from the site's dictionary as the build publishes them. */
async function mailWords(locale: 'en' | 'ar'): Promise<unknown> {
  const file = new URL(`../../src/content/words/${locale}.json`, import.meta.url);
  return (JSON.parse(await readFile(file, 'utf8')) as { mail: unknown }).mail;
}

/** A mail.json as the build writes it, with two pools of different targets. */
async function published(): Promise<MailContent> {
  const language = (locale: 'en' | 'ar', numberLocale: string, pool: string) => ({
    numberLocale,
    siteName: 'RealYield',
    contactEmail: 'hello@realyield.example',
    sender: { legalName: null, address: null },
    businessHours: locale === 'en' ? 'Mon-Fri 9AM-6PM GST' : 'من الاثنين إلى الجمعة',
    responseTime: locale === 'en' ? '24-48 hours' : '24-48 ساعة',
    privacyPath: locale === 'en' ? '/docs#privacy' : '/ar/docs#privacy',
    pools: {
      'dubai-1': { name: `${pool} 1`, targetApy: '40%' },
      'dubai-2': { name: `${pool} 2`, targetApy: '35%' },
    },
    amountBands: {
      'under-10k': 'Under $10,000',
      '10k-50k': '$10,000-$49,999',
      '50k-100k': '$50,000-$99,999',
      '100k-plus': '$100,000 or more',
    },
  });
  return {
    en: { ...language('en', 'en-US', 'Pool'), words: (await mailWords('en')) as never },
    ar: { ...language('ar', 'ar-AE-u-nu-latn', 'مجمّع'), words: (await mailWords('ar')) as never },
  };
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'realyield-mail-content-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("the e-mails' content from the build", () => {
  it('reads mail.json, and names the field of one that does not fit', async () => {
    const content = await published();
    await writeFile(path.join(dir, MAIL_CONTENT_FILE), JSON.stringify(content));
    expect(await loadMailContent(dir)).toEqual(content);
    const broken = { ...content, ar: { ...content.ar, pools: { 'dubai-1': { name: 'x' } } } };
    await writeFile(path.join(dir, MAIL_CONTENT_FILE), JSON.stringify(broken));
    await expect(loadMailContent(dir)).rejects.toThrow(/ar\.pools\.dubai-1\.targetApy/);
    expect(await loadMailContent(path.join(dir, 'no-build'))).toBeUndefined();
  });

  it("says each pool's own target APY, never another pool's", async () => {
    const { en } = await published();
    const note = (id: 'dubai-1' | 'dubai-2') =>
      mailText(en, en.words.riskNote, { pool: en.pools[id]!.name, apy: en.pools[id]!.targetApy });
    expect(note('dubai-2')).toContain('The target APY of the Pool 2 (35%) is not guaranteed');
    expect(note('dubai-2')).not.toContain('40%');
    expect(note('dubai-1')).toContain('(40%)');
  });

  it("fills the site's hours and the link's lifetime by each language's rules", async () => {
    const { en, ar } = await published();
    expect(mailText(en, en.words.application.steps[0]!)).toBe(
      '1. Our team reviews your eligibility and replies within 24-48 hours on business days (Mon-Fri 9AM-6PM GST).',
    );
    expect(mailText(en, en.words.waitlist.removal, { days: 1 })).toContain('works for 1 day:');
    expect(mailText(en, en.words.waitlist.removal, { days: 30 })).toContain('works for 30 days:');
    // Arabic counts in six plural forms, in Latin digits as the site writes them.
    expect(mailText(ar, ar.words.waitlist.removal, { days: 30 })).toContain('مدة 30 يومًا:');
    expect(mailText(ar, ar.words.waitlist.removal, { days: 7 })).toContain('مدة 7 أيام:');
    expect(mailText(ar, ar.words.waitlist.removal, { days: 2 })).toContain('مدة يومين:');
    expect(mailText(ar, ar.words.application.reason)).toContain('على موقع RealYield.');
  });
});
