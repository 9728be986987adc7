import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('keeps a type-scale token beside a text colour', () => {
    expect(cn('text-figure', 'text-ink')).toBe('text-figure text-ink');
    expect(cn('text-display font-semibold', 'text-white')).toBe(
      'text-display font-semibold text-white',
    );
  });

  it('still lets a later size or colour win over an earlier one', () => {
    expect(cn('text-figure', 'text-lg')).toBe('text-lg');
    expect(cn('text-ink', 'text-muted')).toBe('text-muted');
  });
});
