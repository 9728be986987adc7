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
