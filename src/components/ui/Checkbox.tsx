import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * The look of a native checkbox or radio button: a touch-friendly size in the brand colour;
 * `aria-invalid` (the island's check) and `:user-invalid` (the browser's) ring it destructive.
 */
export const choiceClass =
  'mt-0.5 size-5 shrink-0 scroll-mt-[calc(var(--spacing-header)+2.5rem)] accent-brand user-invalid:outline-2 user-invalid:outline-offset-1 user-invalid:outline-destructive focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed aria-invalid:outline-2 aria-invalid:outline-offset-1 aria-invalid:outline-destructive';

/** A native checkbox (shadcn/ui's `Checkbox`, without a script: it posts natively). */
export function Checkbox({ className, ...rest }: Omit<ComponentProps<'input'>, 'type'>) {
  return <input type="checkbox" className={cn(choiceClass, className)} {...rest} />;
}
