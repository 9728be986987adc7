/**
 * `npm run launch-check`: lists every operator placeholder still in the content and exits 1
 * while any remains, 0 once none does. Run it before launch (README "Before launch").
 *
 * It reads the content itself (`getContent` of src/content/index.ts), not its text, so what it
 * checks is what the site shows. The content modules import each other without file extensions
 * (Astro's bundler resolves them, Node does not): a resolve hook adds `.ts` for this process only.
 */
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { EXCLUDED_COUNTRIES, EXCLUDED_COUNTRIES_REVIEWED } from '#contracts/interest.ts';
import { SENDER_IDENTITY, VISITOR_MAIL_TRANSLATION_REVIEWED } from '#server/mail/interest.ts';

/** One thing the operator still has to supply. */
export interface Placeholder {
  /** Where it lives, e.g. `src/content/site.ts: email`. */
  where: string;
  /** What is wrong and what to do. */
  what: string;
}

/** The parts of the content the check reads. */
interface ContentUnderCheck {
  site: {
    name: string;
    email: string;
    socials: ReadonlyArray<{ label: string; href: string }>;
    operator: {
      brandConfirmed: boolean;
      controllerName: string;
      controllerAddress: string;
    };
  };
  /**
   * Every operator fact of the pool pages (src/content/proof.ts `operatorSlots`): each pool's own
   * minimum, lockup and distribution frequency, its contract, legal vehicle, property photos,
   * custodian, audits and reports, distributions paid; each filled or not.
   */
  poolSlots: ReadonlyArray<{ where: string; what: string; filled: boolean }>;
  terms: { paragraphs: readonly string[] };
  /** Every string of every content module, for contract addresses. */
  strings: ReadonlyArray<[string, string]>;
  /**
   * Each translation and whether a qualified translator has reviewed it: the site's copy per
   * language (src/content/locales.ts) and the visitors' e-mails (server/mail/interest.ts).
   */
  translations: ReadonlyArray<{ where: string; language: string; reviewed: boolean }>;
  /** Who the visitors' e-mails name as their sender (server/mail/interest.ts SENDER_IDENTITY). */
  mailSender?: { legalName: string; address: string };
  /**
   * The operator's facts not supplied yet (src/content/operator.ts), in every language: the pages
   * say each will be published before launch.
   */
  missingFacts?: readonly Placeholder[];
}

/**
 * A value in [brackets] is a placeholder by the content's convention: an operator fact left
 * `null` in src/content/site.ts shows each language's bracketed words for it.
 */
const BRACKETED = /^\[.*\]$/;
/** Reserved example domains (RFC 2606) never reach a real mailbox or profile. */
const EXAMPLE_DOMAIN = /\.example(\b|$)|example\.(com|org|net)\b/i;
/** An EVM address that is all zeros or a repeated digit is a stand-in, not a contract. */
const PLACEHOLDER_ADDRESS = /\b0x(0{40}|(\w)\2{39})\b/i;
/** Any EVM address in the copy, to be reviewed. */
const EVM_ADDRESS = /\b0x[0-9a-f]{40}\b/i;

/** The placeholders in `content`, in the order an operator would fix them. */
export function findPlaceholders(content: ContentUnderCheck, excludedReviewed: boolean) {
  const found: Placeholder[] = [];
  const { site } = content;
  if (!site.operator.brandConfirmed) {
    found.push({
      where: 'src/content/site.ts: siteData.operator.brandConfirmed',
      what: `brand name "${site.name}" not confirmed: set the real name, then brandConfirmed: true`,
    });
  }
  if (EXAMPLE_DOMAIN.test(site.email)) {
    found.push({
      where: 'src/content/site.ts: siteData.email',
      what: `contact e-mail ${site.email} is on a reserved example domain`,
    });
  }
  for (const social of site.socials) {
    if (/placeholder/i.test(social.href) || EXAMPLE_DOMAIN.test(social.href)) {
      found.push({
        where: 'src/content/site.ts: SOCIALS',
        what: `social handle ${social.href} (${social.label}) is a placeholder`,
      });
    }
  }
  if (BRACKETED.test(site.operator.controllerName)) {
    found.push({
      where: 'src/content/site.ts: siteData.operator.controllerName',
      what: `controller's legal name is a placeholder: ${site.operator.controllerName}`,
    });
  }
  if (BRACKETED.test(site.operator.controllerAddress)) {
    found.push({
      where: 'src/content/site.ts: siteData.operator.controllerAddress',
      what: `controller's address is a placeholder: ${site.operator.controllerAddress}`,
    });
  }
  for (const slot of content.poolSlots) {
    if (!slot.filled) {
      found.push({ where: slot.where, what: `${slot.what}: to be published before launch` });
    }
  }
  if (!excludedReviewed) {
    found.push({
      where: 'contracts/interest.ts: EXCLUDED_COUNTRIES_REVIEWED',
      what: `excluded countries (${EXCLUDED_COUNTRIES.join(', ')}) not reviewed with counsel`,
    });
  }
  const sender = content.mailSender;
  if (sender !== undefined && BRACKETED.test(sender.legalName)) {
    found.push({
      where: 'server/mail/interest.ts: SENDER_IDENTITY.legalName',
      what: `the offering entity named in visitor e-mails is a placeholder: ${sender.legalName}`,
    });
  }
  if (sender !== undefined && BRACKETED.test(sender.address)) {
    found.push({
      where: 'server/mail/interest.ts: SENDER_IDENTITY.address',
      what: `the offering entity's address in visitor e-mails is a placeholder: ${sender.address}`,
    });
  }
  if (content.terms.paragraphs.some((paragraph) => /coming soon/i.test(paragraph))) {
    found.push({
      where: 'src/content/facts.yaml: offering.terms',
      what: 'the Terms of Service are still "coming soon"',
    });
  }
  found.push(...(content.missingFacts ?? []));
  for (const translation of content.translations) {
    if (!translation.reviewed) {
      found.push({
        where: translation.where,
        what: `the ${translation.language} translation is not yet reviewed by a qualified translator`,
      });
    }
  }
  for (const [where, text] of content.strings) {
    if (PLACEHOLDER_ADDRESS.test(text) || (EVM_ADDRESS.test(text) && /placeholder/i.test(text))) {
      found.push({ where, what: 'contract address is a placeholder' });
    }
  }
  return found;
}

/** Collects every string of a module's exports, with its path. */
function strings(value: unknown, path: string, out: Array<[string, string]> = []) {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((item, i) => strings(item, `${path}[${i}]`, out));
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) strings(child, `${path}.${key}`, out);
  }
  return out;
}

const CONTENT_DIR = new URL('../../src/content/', import.meta.url);

/** Loads the content (with the extension hook) and picks what the check reads. */
async function loadContent(): Promise<ContentUnderCheck> {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const fromContent = context.parentURL?.startsWith(CONTENT_DIR.href) ?? false;
      if (fromContent && /^\.\.?\/[^.]*$/.test(specifier)) {
        return nextResolve(`${specifier}.ts`, context);
      }
      return nextResolve(specifier, context);
    },
  });
  const load = (name: string) =>
    import(new URL(`${name}.ts`, CONTENT_DIR).href) as Promise<Record<string, unknown>>;
  const { getContent } = (await load('index')) as {
    getContent: (locale: string) => Record<string, unknown>;
  };
  // What the English pages show: the data written once, in the default language's words.
  const content = getContent('en');
  const site = content['site'] as ContentUnderCheck['site'];
  // The Terms: the operator's (facts.yaml offering.terms), else the prose saying they will come.
  const { facts } = (await load('facts')) as {
    facts: { offering: { terms: { en: string | null } } };
  };
  const terms =
    facts.offering.terms.en ?? readFileSync(new URL('prose/en/terms.md', CONTENT_DIR), 'utf8');
  const all = strings(content, 'getContent("en")');
  const { localeInfo } = (await load('locales')) as {
    localeInfo: Record<string, { reviewed: boolean }>;
  };
  // Each language's missing facts; a fact written once is missing in every language, said once.
  const missingFacts = new Map<string, Placeholder>();
  for (const locale of Object.keys(localeInfo)) {
    const { missing } = getContent(locale)['operator'] as { missing: Placeholder[] };
    for (const fact of missing) missingFacts.set(fact.where, fact);
  }
  const languageName = new Intl.DisplayNames(['en'], { type: 'language' });
  const translations = [
    ...Object.entries(localeInfo).map(([locale, info]) => ({
      where: `src/content/locales.ts: ${locale}.reviewed`,
      language: `${languageName.of(locale) ?? locale} site copy`,
      reviewed: info.reviewed,
    })),
    {
      where: 'server/mail/interest.ts: VISITOR_MAIL_TRANSLATION_REVIEWED',
      language: 'Arabic confirmation e-mail',
      reviewed: VISITOR_MAIL_TRANSLATION_REVIEWED,
    },
  ];
  const { operatorSlots } = (await load('proof')) as {
    operatorSlots: () => ContentUnderCheck['poolSlots'];
  };
  return {
    site,
    terms: { paragraphs: terms.split(/\n\s*\n/) },
    strings: all,
    translations,
    missingFacts: [...missingFacts.values()],
    mailSender: SENDER_IDENTITY,
    poolSlots: operatorSlots(),
  };
}

async function main(): Promise<number> {
  const found = findPlaceholders(await loadContent(), EXCLUDED_COUNTRIES_REVIEWED);
  if (found.length === 0) {
    process.stdout.write('launch-check: no operator placeholders left in the content.\n');
    return 0;
  }
  process.stdout.write(
    `launch-check: ${found.length} operator placeholder${found.length === 1 ? '' : 's'} left; replace before launch:\n`,
  );
  for (const item of found) process.stdout.write(`  - ${item.where}: ${item.what}\n`);
  return 1;
}

if (import.meta.main) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 2;
    },
  );
}
