import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge knows Tailwind's default scale only, so it would read our type tokens
 * (text-display, text-title, text-figure in global.css) as colours and drop them next to a
 * colour class such as text-ink. Naming them as font sizes keeps both.
 */
const twMerge = extendTailwindMerge({
  extend: { theme: { text: ['display', 'title', 'figure'] } },
});

/** Joins class names and lets later Tailwind utilities override earlier ones (shadcn/ui's `cn`). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
