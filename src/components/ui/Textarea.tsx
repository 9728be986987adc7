import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlClass } from './Input';

/** A multi-line text input that the visitor can make taller (shadcn/ui's `Textarea`). */
export function Textarea({ className, ...rest }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClass, 'min-h-36 resize-y py-3', className)} {...rest} />;
}
