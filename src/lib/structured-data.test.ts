import { describe, expect, it } from 'vitest';
import {
  webPageJsonLd,
  breadcrumbListJsonLd,
  faqPageJsonLd,
  jsonLdDocument,
  organizationJsonLd,
  serializeJsonLd,
} from './structured-data';

const organization = organizationJsonLd({
  name: 'RealYield',
  url: 'https://realyield.example/',
  logo: 'https://realyield.example/icon-512.png',
  email: 'hello@realyield.example',
  sameAs: ['https://x.com/realyield', 'https://t.me/realyield'],
});

describe('organizationJsonLd', () => {
  it('names the company with its logo, email and profiles', () => {
    expect(organization).toEqual({
      '@type': 'Organization',
      name: 'RealYield',
      url: 'https://realyield.example/',
      logo: 'https://realyield.example/icon-512.png',
      email: 'hello@realyield.example',
      sameAs: ['https://x.com/realyield', 'https://t.me/realyield'],
    });
  });
});

describe('faqPageJsonLd', () => {
  it('lists every question with its answer, in order', () => {
    const node = faqPageJsonLd([
      { question: 'Can I lose money?', answer: 'Yes.' },
      { question: 'Is KYC required?', answer: 'Yes, always.' },
    ]);
    expect(node).toEqual({
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Can I lose money?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes.' },
        },
        {
          '@type': 'Question',
          name: 'Is KYC required?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes, always.' },
        },
      ],
    });
  });

  it('refuses an empty FAQ', () => {
    expect(() => faqPageJsonLd([])).toThrow();
  });
});

describe('breadcrumbListJsonLd', () => {
  it('numbers the steps from 1, in the order the page shows them', () => {
    const node = breadcrumbListJsonLd([
      { name: 'Pools', url: 'https://realyield.example/pools' },
      { name: 'Dubai Hospitality Pool', url: 'https://realyield.example/pools/dubai-2' },
    ]);
    expect(node).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Pools',
          item: 'https://realyield.example/pools',
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Dubai Hospitality Pool',
          item: 'https://realyield.example/pools/dubai-2',
        },
      ],
    });
  });

  it('refuses a trail of one step, which is no trail', () => {
    expect(() =>
      breadcrumbListJsonLd([{ name: 'Pools', url: 'https://x.example/pools' }]),
    ).toThrow();
  });
});

describe('jsonLdDocument', () => {
  it('puts the nodes in one schema.org graph', () => {
    expect(jsonLdDocument([organization])).toEqual({
      '@context': 'https://schema.org',
      '@graph': [organization],
    });
  });
});

describe('serializeJsonLd', () => {
  const hostile = jsonLdDocument([
    faqPageJsonLd([
      {
        question: 'What if an answer says </script><script>alert(1)</script>?',
        answer: 'Then <!-- it --> stays & reads back as text\u2028 intact.',
      },
    ]),
  ]);

  it('cannot close the script element or open a comment', () => {
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
  });

  it('parses back to the same data', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
  });
});

describe('webPageJsonLd', () => {
  it('names the page in its language', () => {
    expect(
      webPageJsonLd({
        name: 'المجمّعات',
        url: 'https://realyield.example/ar/pools',
        description: 'وصف',
        inLanguage: 'ar',
      }),
    ).toEqual({
      '@type': 'WebPage',
      name: 'المجمّعات',
      url: 'https://realyield.example/ar/pools',
      description: 'وصف',
      inLanguage: 'ar',
    });
  });
});
