import type { ComponentProps } from 'react';
import { cx } from 'class-variance-authority';
import { controlClass } from './Input';

/**
 * A native select in the text controls' look. Native, not a custom listbox: it works before and
 * without JavaScript, and phones open their own picker. Classes joined with `cx` (see Input.tsx).
 */
export function Select({ className, ...rest }: ComponentProps<'select'>) {
  return <select className={cx(controlClass, 'h-12 pe-9', className)} {...rest} />;
}
