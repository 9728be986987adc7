import type { ComponentProps } from 'react';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * The look of a checkbox or radio button: a touch-friendly size, drawn by the site rather than
 * the browser (whose dark-scheme boxes are grey, as if disabled): an outlined box on the surface,
 * filled with the brand colour when checked (a radio keeps a ring of the surface round its dot).
 * Still the native input, so it posts and validates without a script. `aria-invalid` (the
 * island's check) and `:user-invalid` (the browser's) ring it destructive.
 */
export const choiceClass =
  'size-5 shrink-0 cursor-pointer appearance-none border-2 border-line-strong bg-surface transition-colors hover:border-brand checked:border-brand checked:bg-brand scroll-mt-[calc(var(--spacing-header)+2.5rem)] user-invalid:outline-2 user-invalid:outline-offset-1 user-invalid:outline-destructive focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-55 aria-invalid:outline-2 aria-invalid:outline-offset-1 aria-invalid:outline-destructive';

/** A radio button's own shape: round, its dot the brand fill inside a ring of the surface. */
export const radioClass =
  'mt-0.5 rounded-full checked:shadow-[inset_0_0_0_3px_var(--color-surface)]';

/**
 * A native checkbox (shadcn/ui's `Checkbox`, without a script: it posts natively), its tick an
 * icon laid over the box while it is checked.
 */
export function Checkbox({ className, ...rest }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <span className="relative mt-0.5 flex shrink-0">
      <input
        type="checkbox"
        className={cn(choiceClass, 'peer rounded-[0.3rem]', className)}
        {...rest}
      />
      <Check
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 m-auto size-3.5 text-on-brand opacity-0 peer-checked:opacity-100"
        strokeWidth={3.5}
      />
    </span>
  );
}
