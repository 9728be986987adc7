import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-control font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-70 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        highlighted:
          'bg-brand text-on-brand shadow-sm hover:bg-brand-strong disabled:hover:bg-brand',
        outline:
          'border border-line-strong bg-surface text-ink hover:border-brand hover:text-brand-ink disabled:hover:border-line-strong disabled:hover:text-ink',
        secondary: 'bg-brand-soft text-brand-ink hover:bg-brand-soft-strong',
        // On navy bands: white in both schemes (navy stays dark), navy-muted on hover.
        inverse: 'bg-white text-navy hover:bg-navy-muted',
        ghost: 'text-ink hover:bg-surface-sunken',
      },
      size: {
        sm: 'h-9 px-3.5 text-sm',
        md: 'h-11 px-5 text-[0.9375rem]',
        lg: 'h-12 px-6 text-base',
      },
    },
    defaultVariants: { variant: 'highlighted', size: 'md' },
  },
);

type ButtonVariantProps = VariantProps<typeof buttonVariants>;
type AsButton = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariantProps & { href?: undefined };
type AsLink = AnchorHTMLAttributes<HTMLAnchorElement> & ButtonVariantProps & { href: string };
export type ButtonProps = AsButton | AsLink;

/** A button, or a link that looks like one when given `href`. */
export function Button(props: ButtonProps) {
  if (props.href !== undefined) {
    const { className, variant, size, children, ...rest } = props;
    return (
      <a className={cn(buttonVariants({ variant, size }), className)} {...rest}>
        {children}
      </a>
    );
  }
  const { className, variant, size, type = 'button', ...rest } = props;
  return (
    <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...rest} />
  );
}
