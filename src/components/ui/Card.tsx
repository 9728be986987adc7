import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type DivProps = HTMLAttributes<HTMLDivElement>;

/** A bordered surface grouping one item's content. */
export function Card({ className, ...rest }: DivProps) {
  return (
    <div
      className={cn(
        'flex flex-col rounded-card border border-line bg-surface-raised shadow-card',
        className,
      )}
      {...rest}
    />
  );
}

export function CardHeader({ className, ...rest }: DivProps) {
  return <div className={cn('flex flex-col gap-2 p-6 pb-0', className)} {...rest} />;
}

export function CardContent({ className, ...rest }: DivProps) {
  return <div className={cn('flex-1 p-6', className)} {...rest} />;
}

export function CardFooter({ className, ...rest }: DivProps) {
  return <div className={cn('flex items-center gap-3 p-6 pt-0', className)} {...rest} />;
}
