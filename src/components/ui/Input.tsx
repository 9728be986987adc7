import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * The look every text control shares (Input, Textarea). The scroll margin keeps a control's label
 * in view below the sticky header when focus moves to it; `aria-invalid` (the island's check) and `:user-invalid` (the browser's, before the island
 * loads or without JavaScript) draw it destructive. A field that takes its direction from what is
 * typed (`dir="auto"`) takes the page's while empty: Chromium sets an empty one left to right, which
 * put the Arabic placeholder and the resize grip on the wrong side.
 */
export const controlClass =
  'w-full scroll-mt-[calc(var(--spacing-header)+2.5rem)] rounded-control border border-line-strong bg-surface px-3.5 text-base text-ink shadow-xs transition-colors placeholder:text-muted hover:border-muted focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand/25 disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-muted aria-invalid:border-destructive aria-invalid:focus:outline-destructive/25 user-invalid:border-destructive [&[dir=auto]:placeholder-shown]:[direction:inherit]';

/** A single-line text input (shadcn/ui's `Input`). */
export function Input({ className, type = 'text', ...rest }: ComponentProps<'input'>) {
  return <input type={type} className={cn(controlClass, 'h-12', className)} {...rest} />;
}
