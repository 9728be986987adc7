/**
 * Values in prose rendered from Markdown. Hand-written rather than a remark plugin: Astro keeps
 * rendered Markdown in its content cache between builds, so values baked in by a plugin would go
 * stale when facts.yaml changes and the .md does not; and some values depend on the page (its
 * language's words for a fact not given yet). So the prose names a value as `{name}`, as the
 * words do, and the page fills the rendered HTML.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `text` safe inside HTML: `escapeHtml('a < b')` is "a &lt; b". */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * Rendered prose with each `{name}` replaced by `values[name]`, escaped. Throws on a name without
 * a value, so a misspelt placeholder stops the build.
 *
 * @example fillHtml('<p>Write to {email}.</p>', { email: 'a@b.example' }) // '<p>Write to a@b.example.</p>'
 */
export function fillHtml(html: string, values: Readonly<Record<string, string>>): string {
  return html.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for ${whole} in the prose "${html}"`);
    return escapeHtml(value);
  });
}

/**
 * Plain text of rendered prose, for where no markup may go (the FAQ's structured data): tags
 * dropped, the entities Markdown writes decoded, line breaks made spaces.
 *
 * @example plainText('<p>A &#x26; B\n</p>') // 'A & B'
 */
export function plainText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
  return (
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, code: string) => {
        if (/^#x/i.test(code)) return String.fromCodePoint(parseInt(code.slice(2), 16));
        if (code.startsWith('#') && code !== '#39')
          return String.fromCodePoint(Number(code.slice(1)));
        return entities[code] ?? whole;
      })
      // Line breaks and indentation, not the no-break spaces that keep a figure with its unit.
      .replace(/[ \t\r\n]+/g, ' ')
      .trim()
  );
}
