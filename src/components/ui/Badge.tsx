import type { HTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

export const badgeVariants = cva(
  'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      variant: {
        success: 'bg-success-soft text-success',
        secondary: 'bg-brand-soft text-brand-ink',
        outline: 'border border-line-strong text-muted',
        destructive: 'bg-destructive-soft text-destructive',
        accent: 'bg-accent-soft text-accent-ink',
      },
    },
    defaultVariants: { variant: 'secondary' },
  },
);

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>;

/** A short status or tag label. */
export function Badge({ className, variant, ...rest }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...rest} />;
}
