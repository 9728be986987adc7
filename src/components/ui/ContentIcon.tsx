import { cn } from '@/lib/cn';
import * as icons from './content-icons';

/** An icon content may name, by its lucide-react export name (content-icons.ts lists them). */
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
