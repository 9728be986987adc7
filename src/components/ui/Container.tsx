import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** Centres content at the page width with the page gutters. */
export function Container({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('mx-auto w-full max-w-page px-5 sm:px-8', className)} {...rest} />;
}
