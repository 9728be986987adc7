import { z } from 'zod';

/**
 * Building blocks shared by the content modules. Every schema is strict, so a misspelt key
 * fails the build instead of silently dropping copy.
 */

/** A non-empty line of copy with no stray whitespace at either end. */
export const textSchema = z
  .string()
  .min(1)
  .refine((value) => value === value.trim(), 'Copy must not start or end with whitespace');

/** A site path (/pools, /docs#terms), an in-page anchor (#faq), a mailto: link or an https URL. */
export const hrefSchema = z
  .string()
  .regex(
    /^(\/[a-z0-9\-/]*(#[a-z0-9-]+)?|#[a-z0-9-]+|mailto:\S+|https:\/\/\S+)$/,
    'Unsupported link',
  );

/** A slug used as an id or a fragment: lowercase letters, digits and hyphens. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use a lowercase-hyphenated slug');

/** A link or a button that navigates. */
export const linkSchema = z.strictObject({
  /** Visible text of the link or button. */
  label: textSchema,
  href: hrefSchema,
});

/** What every page declares for its `<title>` and meta tags. */
export const pageMetaSchema = z.strictObject({
  /** The page's short name: `<title>` shows it as "Pools | RealYield", and the h1 reuses it where it fits. */
  title: textSchema.max(60),
  /** The meta description: one unique sentence or two of 120-160 characters. */
  description: textSchema.min(120).max(160),
});

/** The opening block of a page or section. */
export const headingSchema = z.strictObject({
  /** Optional short line above the title. */
  eyebrow: textSchema.optional(),
  title: textSchema,
  /** Optional paragraph under the title. */
  intro: textSchema.optional(),
});

/** A titled piece of text: a card, a step, a principle, a risk point. */
export const cardSchema = z.strictObject({
  /** Short heading of the card. */
  title: textSchema,
  /** One to three sentences. */
  text: textSchema,
});

/** A card that ends in a link. */
export const linkedCardSchema = cardSchema.extend({
  /** The card's link, e.g. "View Pools" to /pools. */
  link: linkSchema,
});

/**
 * Icons the UI may draw, by their lucide-react export name. The UI maps each name to a component,
 * so content never imports React.
 */
export const iconNameSchema = z.enum([
  'ShieldCheck',
  'Eye',
  'Building2',
  'Coins',
  'Vote',
  'FileCheck',
  'Gift',
  'Droplets',
  'KeyRound',
  'FileText',
  'Layers',
  'Wallet',
  'Moon',
  'CalendarCheck',
  'Wrench',
  'Percent',
]);

/** A card with an icon. */
export const iconCardSchema = cardSchema.extend({
  /** Which lucide-react icon to draw beside the title. */
  icon: iconNameSchema,
});

/**
 * The risk in one line beside a call to invest: a bold lead ("Capital at risk."), a sentence, and
 * the link to the risk disclosure (RiskLine draws it).
 */
export const riskLineSchema = z.strictObject({
  title: textSchema,
  text: textSchema,
  link: linkSchema,
});

/** A closing call to action with one or two buttons. */
export const ctaSchema = z.strictObject({
  /** Heading of the band. */
  title: textSchema,
  /** One or two sentences. */
  text: textSchema,
  /** The main, highlighted button. */
  primary: linkSchema,
  /** An optional second, outlined button. */
  secondary: linkSchema.optional(),
  /** The risk line drawn under the buttons when one of them is a call to invest. */
  riskLine: riskLineSchema.optional(),
});

/** Visible text and target of a link or of a button that navigates. */
export type Link = z.infer<typeof linkSchema>;
/** The `<title>` and meta description of a page. */
export type PageMeta = z.infer<typeof pageMetaSchema>;
/** Eyebrow, title and intro of a page or section. */
export type Heading = z.infer<typeof headingSchema>;
/** A titled piece of text. */
export type Card = z.infer<typeof cardSchema>;
/** A titled piece of text with a link. */
export type LinkedCard = z.infer<typeof linkedCardSchema>;
/** The lucide-react export names content may use. */
export type IconName = z.infer<typeof iconNameSchema>;
/** A titled piece of text with an icon. */
export type IconCard = z.infer<typeof iconCardSchema>;
/** A call-to-action band. */
export type Cta = z.infer<typeof ctaSchema>;
/** The risk in one line, with its link to the risk disclosure. */
export type RiskLineContent = z.infer<typeof riskLineSchema>;

/**
 * `template` with each `{name}` replaced by `values[name]`: how copy names a piece of data (the
 * e-mail address) or a phrase said once per language (the business hours) without restating it.
 * Throws on a `{name}` with no value, so a misspelt placeholder fails the build.
 *
 * @example fill('Write to {email}', { email: 'hello@realyield.example' }) // 'Write to hello@realyield.example'
 */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{([\w-]+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for ${whole} in "${template}"`);
    return value;
  });
}

/**
 * Each item of a language's list beside the data at the same position (an icon, a link's target):
 * the data is written once in the module, the words in each language. Throws when the lengths
 * differ, which the strings schema's `.length()` already refuses.
 *
 * @example withData([{ icon: 'Eye' }], [{ title: 'Transparency' }]) // [{ icon: 'Eye', title: 'Transparency' }]
 */
export function withData<D extends object, S extends object>(
  data: readonly D[],
  strings: readonly S[],
): Array<D & S> {
  if (data.length !== strings.length) {
    throw new Error(`${strings.length} items of copy for ${data.length} items of data`);
  }
  return data.map((item, i) => ({ ...item, ...(strings[i] as S) }));
}
