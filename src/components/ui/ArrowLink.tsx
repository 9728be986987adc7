import type { AnchorHTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { ArrowRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { buttonVariants } from './Button';

const textLinkVariants = cva('inline-flex items-center gap-1.5 font-semibold', {
  variants: {
    variant: {
      link: 'text-brand hover:text-brand-strong',
      /** On a warning-toned box, where brand blue would clash: the box's ink, underlined on hover. */
      warning: 'text-warning-ink underline-offset-4 hover:underline',
    },
  },
});

type TextVariant = NonNullable<VariantProps<typeof textLinkVariants>['variant']>;
type ButtonVariants = VariantProps<typeof buttonVariants>;

export type ArrowLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** A text link (`link`, `warning`) or one of Button's looks. */
  variant?: TextVariant | NonNullable<ButtonVariants['variant']>;
  /** Button looks only. */
  size?: ButtonVariants['size'];
};

function isTextVariant(variant: NonNullable<ArrowLinkProps['variant']>): variant is TextVariant {
  return variant === 'link' || variant === 'warning';
}

/** A link that leads on to another page or section, with a trailing arrow. */
export function ArrowLink({
  variant = 'link',
  size,
  className,
  children,
  ...rest
}: ArrowLinkProps) {
  const look = isTextVariant(variant)
    ? textLinkVariants({ variant })
    : buttonVariants({ variant, size });
  return (
    <a className={cn('group/arrow', look, className)} {...rest}>
      {children}
      {/* Points and leans the way it leads (a CSS transition on hover, none under reduced motion). The
          lean is a transform, which mirror-rtl's scale mirrors with the arrow right to left. */}
      <ArrowRight
        aria-hidden="true"
        className="size-4 mirror-rtl transition-transform duration-200 group-hover/arrow:[transform:translateX(--spacing(0.5))] motion-reduce:transition-none"
      />
    </a>
  );
}
