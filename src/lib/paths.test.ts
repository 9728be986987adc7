import { describe, expect, it } from 'vitest';
import { canonicalPath, poolActionPath, poolPath } from './paths';

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/pools', '/pools'],
    ['/pools/', '/pools'],
    ['/pools.html', '/pools'],
    ['/contact/sent.html', '/contact/sent'],
    ['/docs/index.html', '/docs'],
  ])('%s -> %s', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });
});

describe('poolPath', () => {
  it('puts a pool page under /pools', () => {
    expect(poolPath('dubai-1')).toBe('/pools/dubai-1');
  });
});

describe('poolActionPath', () => {
  it("puts a pool's form page under the pool's page", () => {
    expect(poolActionPath('dubai-1', 'apply')).toBe('/pools/dubai-1/apply');
    expect(poolActionPath('dubai-2', 'waitlist')).toBe('/pools/dubai-2/waitlist');
  });
});
