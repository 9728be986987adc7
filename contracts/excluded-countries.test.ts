import { describe, expect, it } from 'vitest';
import { isExcludedCountry } from './excluded-countries.ts';

describe('the excluded countries', () => {
  it('names the ones the pool pages hand their island, so it answers them before anything is sent', () => {
    expect(isExcludedCountry('US')).toBe(true);
    expect(isExcludedCountry('us')).toBe(true);
    expect(isExcludedCountry('FR')).toBe(false);
  });
});
