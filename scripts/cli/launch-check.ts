/**
 * `npm run launch-check`: lists every operator fact still missing and exits 1 while any remains,
 * 0 once none does. Run it before launch (README "Before launch").
 *
 * What is missing comes from the facts schema alone (src/content/facts.ts `missingFacts`): every
 * `null` in src/content/facts.yaml and every confirmation still `false`, each with the schema's
 * line for it, so a new fact is listed without an edit here. A fact given may still be a stand-in
 * (an address on a reserved example domain, a handle named "placeholder", a contract address of
 * zeros), and the words of a language may still hold a [bracketed] placeholder: both are listed.
 */
import { FACTS_FILE, facts, missingFacts, type Facts } from '../../src/content/facts.ts';
import { WORDS } from '../../src/content/i18n.ts';

/** One thing the operator (or a translator) still has to supply. */
export interface Placeholder {
  /** Where it lives: `src/content/facts.yaml: offering.legalName`. */
  where: string;
  /** What is wrong and what to do. */
  what: string;
}

/** A placeholder by the words' convention: "[Controller legal name]". */
const BRACKETED = /\[[^\]]*\]/;
/** Reserved example domains (RFC 2606) never reach a real mailbox or profile. */
const EXAMPLE_DOMAIN = /\.example(\b|$)|example\.(com|org|net)\b/i;
/** An EVM address that is all zeros or a repeated digit is a stand-in, not a contract. */
const PLACEHOLDER_ADDRESS = /\b0x(0{40}|(\w)\2{39})\b/i;

/** Every string in `value` with its path; a list item with an `id` is named by it. */
function strings(value: unknown, path = '', out: Array<[string, string]> = []) {
  const at = (key: string) => (path === '' ? key : `${path}.${key}`);
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) {
    value.forEach((item: unknown, i) => {
      const id = (item as { id?: unknown } | null)?.id;
      strings(item, at(typeof id === 'string' ? id : String(i)), out);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) strings(child, at(key), out);
  }
  return out;
}

/**
 * What is still missing in `given` and in `words` (each language's dictionary), in the order an
 * operator would fix it: the facts, their stand-ins, then the words.
 */
export function findPlaceholders(
  given: Facts,
  words: Readonly<Record<string, unknown>>,
  file = FACTS_FILE,
): Placeholder[] {
  const found: Placeholder[] = missingFacts(given).map(({ path, description }) => ({
    where: `${file}: ${path}`,
    what: `${description}: not given yet`,
  }));
  for (const [path, text] of strings(given)) {
    if (EXAMPLE_DOMAIN.test(text) || /placeholder/i.test(text)) {
      found.push({ where: `${file}: ${path}`, what: `${text} is a stand-in, not the real one` });
    } else if (PLACEHOLDER_ADDRESS.test(text)) {
      found.push({ where: `${file}: ${path}`, what: `contract address ${text} is a stand-in` });
    }
  }
  for (const [locale, dictionary] of Object.entries(words)) {
    for (const [path, text] of strings(dictionary)) {
      if (BRACKETED.test(text)) {
        found.push({
          where: `src/content/words/${locale}.json: ${path}`,
          what: `a [bracketed] placeholder in the words: ${text}`,
        });
      }
    }
  }
  return found;
}

function main(): number {
  const found = findPlaceholders(facts, WORDS);
  if (found.length === 0) {
    process.stdout.write('launch-check: every operator fact is given.\n');
    return 0;
  }
  process.stdout.write(
    `launch-check: ${found.length} operator fact${found.length === 1 ? '' : 's'} missing; give before launch:\n`,
  );
  for (const item of found) process.stdout.write(`  - ${item.where}: ${item.what}\n`);
  return 1;
}

if (import.meta.main) {
  try {
    process.exitCode = main();
  } catch (error) {
    process.stderr.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  }
}
