import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { keepHyphenated, keepHyphenatedHtml } from './keep-hyphenated';

const html = (node: ReturnType<typeof keepHyphenated>) =>
  renderToStaticMarkup(createElement('p', null, node));

describe('keepHyphenated', () => {
  it('sets each hyphenated word or range in a span that does not wrap, the text unchanged', () => {
    expect(html(keepHyphenated('Locked for 12-24 months, Mon-Fri 9AM-6PM by e-mail.'))).toBe(
      '<p>Locked for <span class="whitespace-nowrap">12-24</span> months, ' +
        '<span class="whitespace-nowrap">Mon-Fri</span> ' +
        '<span class="whitespace-nowrap">9AM-6PM</span> by ' +
        '<span class="whitespace-nowrap">e-mail</span>.</p>',
    );
  });

  it('returns text without a hyphen, a dash between spaces, and nodes as they are', () => {
    expect(keepHyphenated('Target, not guaranteed')).toBe('Target, not guaranteed');
    expect(keepHyphenated('Dubai - UAE')).toBe('Dubai - UAE');
    const node = createElement('b', null, 'x');
    expect(keepHyphenated(node)).toBe(node);
  });
});

describe('keepHyphenatedHtml', () => {
  it('touches the text between tags only, never a tag or an attribute', () => {
    expect(
      keepHyphenatedHtml('<p><a href="/docs#sub-leases">sub-leases</a> of 7-14 days</p>'),
    ).toBe(
      '<p><a href="/docs#sub-leases"><span class="whitespace-nowrap">sub-leases</span></a> of ' +
        '<span class="whitespace-nowrap">7-14</span> days</p>',
    );
  });
});
