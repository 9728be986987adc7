import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A form control's visible label (shadcn/ui's `Label`); `htmlFor` is required so it names one. */
export function Label({
  className,
  htmlFor,
  ...rest
}: ComponentProps<'label'> & { htmlFor: string }) {
  return (
    <label htmlFor={htmlFor} className={cn('text-sm font-medium text-ink', className)} {...rest} />
  );
}
