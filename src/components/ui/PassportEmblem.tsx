import { cn } from '@/lib/cn';

export interface PassportEmblemProps {
  /** The metal's text colour class (`text-tier-gold`): the booklet is filled with currentColor. */
  metal: string;
  /** One pip per rank: Bronze 1, Gold 3. */
  rank: number;
  className?: string;
}

/**
 * A passport booklet in a tier's metal: a globe on the cover and one pip per rank. Decorative: the
 * tier's name is always written beside it. Right to left it is mirrored, its spine on the right,
 * as a book bound for that direction.
 */
export function PassportEmblem({ metal, rank, className }: PassportEmblemProps) {
  return (
    <svg
      aria-hidden="true"
      data-passport-emblem
      viewBox="0 0 48 64"
      className={cn('h-16 w-12 shrink-0 mirror-rtl drop-shadow-sm', metal, className)}
    >
      <rect x="1" y="1" width="46" height="62" rx="6" className="fill-current" />
      <g className="stroke-navy" fill="none" strokeWidth="1.75" strokeLinecap="round">
        <line x1="8" y1="2" x2="8" y2="62" opacity="0.3" />
        <circle cx="27" cy="27" r="10" />
        <ellipse cx="27" cy="27" rx="4.5" ry="10" />
        <line x1="17" y1="27" x2="37" y2="27" />
        <line x1="19" y1="48" x2="35" y2="48" />
      </g>
      {Array.from({ length: rank }, (_, pip) => (
        <circle
          key={pip}
          cx={27 + (pip - (rank - 1) / 2) * 6}
          cy="55"
          r="1.75"
          className="fill-navy"
        />
      ))}
    </svg>
  );
}
