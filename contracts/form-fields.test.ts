import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, isSimpleEmail } from './form-fields.ts';

describe('isSimpleEmail', () => {
  it('answers exactly as the spec pattern does', () => {
    const pieces = fc.constantFrom('a', '@', '.', ' ', '\t', 'é', 'b', '\u00a0');
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.emailAddress(),
          fc.array(pieces).map((p) => p.join('')),
        ),
        (value) => {
          expect(isSimpleEmail(value)).toBe(EMAIL_PATTERN.test(value));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('takes linear time on the input that made the pattern backtrack', () => {
    const hostile = `a@${'.'.repeat(200_000)} `;
    const started = performance.now();
    expect(isSimpleEmail(hostile)).toBe(false);
    // Generous: the pattern takes seconds here; one pass takes well under a millisecond.
    expect(performance.now() - started).toBeLessThan(50);
  });
});
