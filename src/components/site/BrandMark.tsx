import { cn } from '@/lib/cn';

/** The logo mark: three rising bars inside a rounded tile, drawn locally as SVG. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="8" className="fill-mark" />
      <path
        d="M9 22v-5M16 22v-9M23 22V9"
        className="stroke-white"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="23" cy="9" r="2.25" className="fill-accent" />
    </svg>
  );
}
