import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * Short facts on one line, each after a thin divider, wrapping whole where the line is full.
 * Dividers, not "·": each part has one at its start, and the row begins a divider and its padding
 * before the clipping box's edge, so the part that starts a line (the first, or a part that
 * wrapped) has its divider cut off and none dangles at either end of a line.
 */
export function DividedLine({ parts, className }: { parts: ReactNode[]; className?: string }) {
  return (
    <div className={cn('overflow-hidden', className)}>
      <p className="-ms-[calc(0.75rem+1px)] flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        {parts.map((part, index) => (
          <span key={index} className="flex border-s border-line-strong ps-3 whitespace-nowrap">
            {part}
          </span>
        ))}
      </p>
    </div>
  );
}
