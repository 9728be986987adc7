import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localized } from './localized';

const schema = z.strictObject({
  title: z.string().min(1),
  link: z.strictObject({ label: z.string(), href: z.string() }),
  items: z.array(z.string()),
  apy: z.number(),
});
const en = {
  title: 'Pools',
  link: { label: 'Apply', href: '/pools#apply' },
  items: ['Open', 'USDC/USDT'],
  apy: 40,
};
const ar = {
  title: 'الصناديق',
  link: { label: 'قدّم طلبك', href: '/pools#apply' },
  items: ['مفتوح', 'USDC/USDT'],
  apy: 40,
};

describe('localized content', () => {
  it('returns each locale, with site paths made local', () => {
    const value = localized('test', schema, { en, ar });
    expect(value.en).toEqual(en);
    expect(value.ar.link.href).toBe('/ar/pools#apply');
    expect(value.ar.title).toBe('الصناديق');
  });

  it('fails on a string left in English, naming where', () => {
    expect(() =>
      localized('test', schema, { en, ar: { ...ar, items: ['Open', 'USDC/USDT'] } }),
    ).toThrow(/items\[0\]: not translated/);
  });

  it('fails on a missing item, a changed link or a changed figure', () => {
    expect(() => localized('test', schema, { en, ar: { ...ar, items: ['مفتوح'] } })).toThrow(
      /2 items in English, 1 here/,
    );
    expect(() =>
      localized('test', schema, { en, ar: { ...ar, link: { label: 'قدّم', href: '/about' } } }),
    ).toThrow(/link.href: data must stay/);
    expect(() => localized('test', schema, { en, ar: { ...ar, apy: 41 } })).toThrow(
      /apy: the figure/,
    );
  });

  it('takes a translated label under a data key for copy, and still checks codes there', () => {
    const labelled = z.strictObject({
      status: z.string(),
      labels: z.strictObject({ status: z.string() }),
    });
    const value = localized('test', labelled, {
      en: { status: 'Open', labels: { status: 'Status' } },
      ar: { status: 'Open', labels: { status: 'الحالة' } },
    });
    expect(value.ar.labels.status).toBe('الحالة');
    expect(() =>
      localized('test', labelled, {
        en: { status: 'Open', labels: { status: 'Status' } },
        ar: { status: 'Closed', labels: { status: 'الحالة' } },
      }),
    ).toThrow(/status: data must stay/);
  });

  it('fails on a translation the schema refuses', () => {
    expect(() => localized('test', schema, { en, ar: { ...ar, title: '' } })).toThrow(
      /does not parse/,
    );
  });
});
