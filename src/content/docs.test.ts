import { describe, expect, it } from 'vitest';
import { docsPageByLocale } from './docs';
import { faqCategoriesByLocale } from './faq';
import { site } from './site';

describe('/docs in Arabic', () => {
  const ar = docsPageByLocale.ar;

  it('shows the Arabic FAQ', () => {
    expect(ar.faq.categories).toEqual(faqCategoriesByLocale.ar);
  });

  it('names the data controller as site.operator does, a placeholder in Arabic while it is one', () => {
    const [notice = ''] = ar.privacy.paragraphs;
    const facts = [site.operator.controllerName, site.operator.controllerAddress];
    const placeholders = facts.filter((fact) => /^\[.*\]$/.test(fact));
    for (const fact of facts) {
      if (placeholders.includes(fact)) expect(notice).not.toContain(fact);
      else expect(notice).toContain(fact);
    }
    const arabicPlaceholders = notice.match(/\[[^\]]*\p{Script=Arabic}[^\]]*\]/gu) ?? [];
    expect(arabicPlaceholders).toHaveLength(placeholders.length);
    expect(notice).toContain(site.email);
  });
});
