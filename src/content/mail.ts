import { LOCALES } from '#contracts/locale.ts';
import { mailContentSchema, type MailContent } from '#contracts/mail.ts';
import { facts } from './facts.ts';
import { words } from './i18n.ts';
import { href } from './routes.ts';

/**
 * What the visitors' e-mails say and name in every language, for the server (which may not
 * import the site): the dictionaries' `mail` words, the form labels the team's notice names, and
 * the facts the signature names (the offering entity, once given). Checked against the contract
 * here, and again when the server reads it.
 */
export function mailContent(): MailContent {
  const { legalName, address } = facts.offering;
  return mailContentSchema.parse(
    Object.fromEntries(
      LOCALES.map((locale) => {
        const t = words(locale);
        const language = {
          numberLocale: t.format.numberLocale,
          siteName: facts.brand.name,
          contactEmail: facts.contact.email,
          sender: { legalName, address },
          privacyPath: href('privacy', locale),
          amountBands: t.interest.amountBands,
          investorTypes: t.interest.investorTypes,
          declaration: t.poolPage.forms.application.notUsPerson,
          words: t.mail,
        };
        return [locale, language];
      }),
    ),
  );
}
