import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { controlClass } from './Input';

/**
 * A native select in the text controls' look. Native, not a custom listbox: it works before and
 * without JavaScript, and phones open their own picker. Its arrow is the site's, set inside the
 * padding: the browser's own sits against the border.
 */
export function Select({ className, ...rest }: ComponentProps<'select'>) {
  return (
    <span className="relative block">
      <select
        className={cn(controlClass, 'h-12 cursor-pointer appearance-none pe-10', className)}
        {...rest}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute end-3.5 top-1/2 size-4 -translate-y-1/2 text-muted"
        strokeWidth={2}
      />
    </span>
  );
}
