import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './static-site.ts';

describe('negotiateEncoding', () => {
  const both = ['br', 'gzip'] as const;

  it.each([
    [undefined, both, undefined],
    ['', both, undefined],
    ['gzip, deflate, br', both, 'br'],
    ['br', both, 'br'],
    ['gzip', both, 'gzip'],
    ['GZIP', both, 'gzip'],
    ['x-gzip', both, 'gzip'],
    ['br, gzip', ['gzip'], 'gzip'],
    ['br', ['gzip'], undefined],
    ['br;q=0.5, gzip;q=0.8', both, 'gzip'],
    ['br;q=0, gzip', both, 'gzip'],
    ['br;q=0, gzip;q=0', both, undefined],
    ['*', both, 'br'],
    ['*;q=0', both, undefined],
    ['br;q=0.5, identity', both, undefined],
    ['deflate', both, undefined],
    ['br;q=abc', both, undefined],
  ] as const)('Accept-Encoding %j with %j -> %s', (header, available, expected) => {
    expect(negotiateEncoding(header, available)).toBe(expected);
  });
});
