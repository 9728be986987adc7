import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlClass } from './Input';

/**
 * A native select in the text controls' look. Native, not a custom listbox: it works before and
 * without JavaScript, and phones open their own picker.
 */
export function Select({ className, ...rest }: ComponentProps<'select'>) {
  return <select className={cn(controlClass, 'h-12 pe-9', className)} {...rest} />;
}
