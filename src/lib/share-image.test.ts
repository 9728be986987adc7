import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ShareImage, shareImageText } from './share-image';

/** Every string drawn by an element tree, in order. */
function textOf(node: ReactNode): string[] {
  if (typeof node === 'string' || typeof node === 'number') return [String(node)];
  if (Array.isArray(node)) return node.flatMap(textOf);
  if (isValidElement(node)) {
    return textOf((node as ReactElement<{ children?: ReactNode }>).props.children);
  }
  return [];
}

describe('shareImageText', () => {
  it('keeps the title and a description without figures', () => {
    expect(
      shareImageText('RealYield', { title: 'Docs & FAQs', description: 'Read the risks.' }),
    ).toEqual({ brand: 'RealYield', title: 'Docs & FAQs', description: 'Read the risks.' });
  });

  it.each([
    'Target yields of up to 40% APY.',
    'Compare target APY, payout and tenor.',
    'Earn 12 % a year.',
  ])('leaves out a description with a yield figure: %s', (description) => {
    expect(shareImageText('RealYield', { title: 'Pools', description })).toEqual({
      brand: 'RealYield',
      title: 'Pools',
    });
  });

  it('refuses a title with a yield figure', () => {
    expect(() =>
      shareImageText('RealYield', { title: 'Earn 40% APY', description: 'Read the risks.' }),
    ).toThrow(/yield figure/);
  });
});

describe('ShareImage', () => {
  it('draws the brand, the title and the description', () => {
    const tree = ShareImage({ brand: 'RealYield', title: 'Pools', description: 'Read first.' });
    expect(textOf(tree)).toEqual(['RealYield', 'Pools', 'Read first.']);
  });

  it('draws no description when there is none', () => {
    expect(textOf(ShareImage({ brand: 'RealYield', title: 'Pools' }))).toEqual([
      'RealYield',
      'Pools',
    ]);
  });
});
