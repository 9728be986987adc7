/**
 * How the e-mails' words, read at start from the build's `mail.json` (src/content/mail.ts: the
 * dictionaries' `mail` words, the form's labels, the site's name, contact address and privacy
 * path, the sender identity; contracts/mail.ts), are filled in. They are ICU messages, filled
 * with FormatJS's intl-messageformat, as the site fills its own.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { MailLanguage } from '#contracts/mail.ts';

/**
 * `message` (one of `language.words`) filled in by the language's rules (its plurals, its digits):
 * the site's name (`siteName`) and contact address (`email`) always, and `values` besides
 * (`pool`, `days`...). Throws on a value the message names but neither gives.
 *
 * @example mailText(en, en.words.confirm, { days: 7 }) // '... The link works once, for 7 days:'
 */
export function mailText(
  language: MailLanguage,
  message: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const formatter = new IntlMessageFormat(message, language.numberLocale);
  return String(
    formatter.format({
      siteName: language.siteName,
      email: language.contactEmail,
      ...values,
    }),
  );
}
