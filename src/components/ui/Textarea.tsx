import type { ComponentProps } from 'react';
import { cx } from 'class-variance-authority';
import { controlClass } from './Input';

/** A multi-line text input that the visitor can make taller (shadcn/ui's `Textarea`). */
export function Textarea({ className, ...rest }: ComponentProps<'textarea'>) {
  return <textarea className={cx(controlClass, 'min-h-36 resize-y py-3', className)} {...rest} />;
}
