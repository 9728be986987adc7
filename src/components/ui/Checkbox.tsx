import type { ComponentProps } from 'react';
import { cx } from 'class-variance-authority';

/**
 * A native checkbox (or, with `type="radio"`, a radio button) at a touch-friendly size in the
 * brand colour; `aria-invalid` rings it destructive. Classes joined with `cx` (see Input.tsx).
 */
export function Checkbox({ className, type = 'checkbox', ...rest }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cx(
        'mt-0.5 size-5 shrink-0 scroll-mt-[calc(var(--spacing-header)+2.5rem)] accent-brand user-invalid:outline-2 user-invalid:outline-offset-1 user-invalid:outline-destructive focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed aria-invalid:outline-2 aria-invalid:outline-offset-1 aria-invalid:outline-destructive',
        className,
      )}
      {...rest}
    />
  );
}
