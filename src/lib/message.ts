import { IntlMessageFormat } from 'intl-messageformat';

const compiled = new Map<string, IntlMessageFormat>();

/**
 * An ICU message with its values filled in by `locale`'s rules (its plurals; numbers in its digits
 * setting), through FormatJS's intl-messageformat; each message is parsed once. Throws on a value
 * the message names but `values` lacks.
 *
 * @example formatMessage('en', '{n, plural, one {# month} other {# months}}', { n: 12 }) // '12 months'
 */
export function formatMessage(locale: string, message: string, values: object = {}): string {
  const key = `${locale}\u0000${message}`;
  let formatter = compiled.get(key);
  if (formatter === undefined) {
    formatter = new IntlMessageFormat(message, locale);
    compiled.set(key, formatter);
  }
  // Only the values the message names are read, so a record can be passed whole.
  return String(formatter.format(values as Record<string, string>));
}

/** A value set apart from the words around it (Unicode's first-strong isolate), as `<bdi>` does. */
export const isolate = (value: string): string => `\u2068${value}\u2069`;
