import { z } from 'zod';
import { LOCALES, type Locale } from '#contracts/locale.ts';
import { ENGLISH_FIGURES, type FigureFormat } from '../lib/format';
import { textSchema } from './schemas';

/**
 * What each language of the site needs besides its copy: its name in the language switch, how
 * figures are written, the words that stay in Latin script, and whether a qualified translator
 * has reviewed it (`npm run launch-check` lists every locale still waiting for review).
 */
const localeInfoSchema = z.strictObject({
  /** The language's own name, as the language switch offers it ("العربية", "English"). */
  name: textSchema,
  /**
   * What the switch says to assistive technology after the language's name, visually hidden:
   * "(read this page in English)". The link's name then starts with the word it shows (WCAG 2.5.3,
   * Label in Name).
   */
  switchHint: textSchema,
  /**
   * The Unicode locale every figure is formatted with through Intl.NumberFormat. The rule for
   * Arabic: Western digits (0-9, `-u-nu-latn`), as UAE finance writes them; the percent sign
   * and the currency go where Intl puts them for the language.
   */
  numberLocale: textSchema,
  /**
   * The words around figures, as templates with `{figure}` where Intl's number goes, and how
   * dollar amounts are named (src/lib/format.ts).
   */
  figures: z.strictObject({
    /** An upper target: "up to {figure}". */
    upTo: textSchema.includes('{figure}'),
    /** An open-ended minimum: "{figure}+". */
    orMore: textSchema.includes('{figure}'),
    /** Dollars by symbol ("$10,000") or by name ("10,000 دولار أمريكي"). */
    currencyDisplay: z.enum(['symbol', 'name']),
    /** A headline figure that is a floor: "{figure}+" ("80+"). */
    moreThan: textSchema.includes('{figure}'),
    /**
     * The smallest headline figure in compact notation. English abbreviates from ten thousand
     * ("10K+", "$5M+", as the spec writes them); Arabic financial writing gives thousands in
     * full digits ("10,000") and names millions and billions ("5 ملايين"), as Intl's long form.
     */
    compactFrom: z.number().int().positive(),
    /** Compact notation by abbreviation ("$30B") or by word ("30 مليار دولار أمريكي"). */
    compactDisplay: z.enum(['short', 'long']),
  }),
  /**
   * Names written the same in every language (brand, tokens, compliance acronyms): the only
   * Latin words an Arabic page may show besides e-mail addresses and links.
   */
  untranslatable: z.array(textSchema).min(1),
  /**
   * False until a qualified translator has reviewed this language's copy for a financial
   * audience; the default locale is the source and needs none.
   */
  reviewed: z.boolean(),
});

/** One locale's settings. */
export type LocaleInfo = z.infer<typeof localeInfoSchema>;

// English figures are the formatter's default: written once there.
const { numberLocale: englishNumberLocale, ...englishFigures } = ENGLISH_FIGURES;

/** The settings of every locale, keyed by locale. */
export const localeInfo: Readonly<Record<Locale, LocaleInfo>> = z
  .record(z.enum(LOCALES), localeInfoSchema)
  .parse({
    en: {
      name: 'English',
      switchHint: '(read this page in English)',
      numberLocale: englishNumberLocale,
      figures: englishFigures,
      untranslatable: ['RealYield', 'USDC', 'USDT', 'KYC', 'AML'],
      reviewed: true,
    },
    ar: {
      name: 'العربية',
      switchHint: '(اقرأ هذه الصفحة بالعربية)',
      numberLocale: 'ar-AE-u-nu-latn',
      figures: {
        upTo: 'حتى {figure}',
        orMore: '{figure} فأكثر',
        currencyDisplay: 'name',
        // "+80" is a Latin habit; "أكثر من 80 عقارًا" is how Arabic states a floor.
        moreThan: 'أكثر من {figure}',
        compactFrom: 1_000_000,
        // The short form writes "5 مليون" for every number; the long form agrees the word with
        // the number, "5 ملايين", "30 مليار".
        compactDisplay: 'long',
      },
      untranslatable: ['RealYield', 'USDC', 'USDT', 'KYC', 'AML'],
      // The Arabic copy was written for this site but not yet by a qualified translator: an
      // operator sets this to true once one has reviewed every Arabic string.
      reviewed: false,
    },
  });

/** How each language writes figures, for src/lib/format.ts. */
export const figureFormat = (locale: Locale): FigureFormat => ({
  numberLocale: localeInfo[locale].numberLocale,
  ...localeInfo[locale].figures,
});
