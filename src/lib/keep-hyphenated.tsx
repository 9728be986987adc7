/*
 * Hand-written: no CSS property stops a line from ending on a hyphen ("sub-" then "leases", "12-"
 * then "24": `word-break`, `line-break` and `hyphens` leave hard hyphens breakable in Chromium), and
 * Manrope has no non-breaking hyphen (U+2011) to type instead: a fallback face would draw it.
 * So each hyphenated word or range is set in a span that does not wrap; the text stays the copy's
 * own (a plain hyphen), for search, copying and the tests that read it.
 */
import { Fragment, type ReactNode } from 'react';

/**
 * A word or range joined by hyphens, with what clings to it: "sub-leases", "12-24", "9AM-6PM",
 * "e-mail", "(Mon-Fri". Letters and digits of any script, so Arabic copy with a plain hyphen
 * ("12-24 شهرًا") is kept whole too.
 */
const HYPHENATED = /([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+)/u;

/** The class that keeps a hyphenated word on one line (Tailwind's `whitespace-nowrap`). */
export const KEEP_WHOLE_CLASS = 'whitespace-nowrap';

/**
 * `text` with each hyphenated word or range on one line; anything but a string (a node already
 * drawn) as it is.
 *
 * @example keepHyphenated('Locked for 12-24 months') // ['Locked for ', <span>12-24</span>, ' months']
 */
export function keepHyphenated(text: ReactNode): ReactNode {
  if (typeof text !== 'string') return text;
  const parts = text.split(HYPHENATED);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 0 ? (
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <span key={index} className={KEEP_WHOLE_CLASS}>
        {part}
      </span>
    ),
  );
}

/**
 * Rendered HTML (prose from Markdown) with each hyphenated word or range of its text on one line:
 * only text between tags is touched, never a tag, an attribute or a URL in one.
 *
 * @example keepHyphenatedHtml('<a href="/x-y">e-mail</a>') // '<a href="/x-y"><span class="whitespace-nowrap">e-mail</span></a>'
 */
export function keepHyphenatedHtml(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) =>
      part.startsWith('<')
        ? part
        : part.replace(
            new RegExp(HYPHENATED.source, 'gu'),
            (word) => `<span class="${KEEP_WHOLE_CLASS}">${word}</span>`,
          ),
    )
    .join('');
}
