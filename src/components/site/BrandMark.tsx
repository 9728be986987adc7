import { BRAND_MARK } from '@/lib/brand-mark';
import { cn } from '@/lib/cn';

/** The logo mark (lib/brand-mark.ts), drawn locally as SVG in the colour tokens. */
export function BrandMark({ className }: { className?: string }) {
  const { viewBox, tileRadius, bars, barWidth, dot } = BRAND_MARK;
  return (
    <svg viewBox={viewBox} aria-hidden="true" className={cn('size-8', className)}>
      <rect width="32" height="32" rx={tileRadius} className="fill-mark" />
      <path d={bars} className="stroke-white" strokeWidth={barWidth} strokeLinecap="round" />
      <circle cx={dot.cx} cy={dot.cy} r={dot.r} className="fill-accent" />
    </svg>
  );
}
