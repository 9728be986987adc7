/**
 * What the visitors' e-mails say and name, read once at start from the build's `mail.json`
 * (src/pages/mail.json.ts: the dictionaries' `mail` words, each pool's name and own target APY,
 * the site's name, address, hours and privacy path, the sender identity; contracts/mail.ts), so
 * the server restates no figure, hour, label or path of the site's content. Its words are ICU
 * messages, filled by `mailText` with FormatJS's intl-messageformat, as the site fills its own.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import {
  MAIL_CONTENT_FILE,
  mailContentSchema,
  type MailContent,
  type MailLanguage,
} from '#contracts/mail.ts';

/**
 * Reads the e-mails' content the build published in `distDir`; undefined when the build has none.
 * A file that is there but does not fit the contract stops the server, naming each field.
 */
export async function loadMailContent(distDir: string): Promise<MailContent | undefined> {
  let raw: string;
  try {
    raw = await readFile(path.join(distDir, MAIL_CONTENT_FILE), 'utf8');
  } catch {
    return undefined;
  }
  const parsed = mailContentSchema.safeParse(JSON.parse(raw));
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `- ${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  throw new Error(`${MAIL_CONTENT_FILE} in ${distDir} is not valid:\n${problems.join('\n')}`);
}

/**
 * `message` (one of `language.words`) filled in by the language's rules (its plurals, its digits):
 * the site's name, address, hours and reply time always, and `values` besides (`pool`, `apy`,
 * `days`...). Throws on a value the message names but neither gives.
 *
 * @example mailText(en, en.words.application.removal, { days: 30 }) // '... it works for 30 days:'
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
      businessHours: language.businessHours,
      responseTime: language.responseTime,
      ...values,
    }),
  );
}
