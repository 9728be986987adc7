import {
  Building2,
  CalendarCheck,
  Coins,
  Droplets,
  Eye,
  FileCheck,
  FileText,
  Gift,
  KeyRound,
  Layers,
  Moon,
  Percent,
  ShieldCheck,
  Vote,
  Wallet,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/cn';

const icons = {
  Building2,
  CalendarCheck,
  Coins,
  Droplets,
  Eye,
  FileCheck,
  FileText,
  Gift,
  KeyRound,
  Layers,
  Moon,
  Percent,
  ShieldCheck,
  Vote,
  Wallet,
  Wrench,
} satisfies Record<string, LucideIcon>;

/** An icon content may name, by its lucide-react export name. */
export type IconName = keyof typeof icons;

/** Draws a content icon (named in the content modules) in a soft brand tile; decorative. */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return (
    <span
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-control bg-brand-soft text-brand',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-5" strokeWidth={1.75} />
    </span>
  );
}
