import { Send } from 'lucide-react';
import type { Words } from '@/content/i18n';

/** The icon for a social network: X's mark drawn locally, Telegram as a paper plane. */
export function SocialIcon({ network }: { network: keyof Words['site']['socials'] }) {
  if (network === 'telegram') return <Send aria-hidden="true" className="size-4" />;
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
      <path d="M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.65l-5.21-6.82-5.97 6.82H1.68l7.73-8.84L1.25 2.25h6.83l4.71 6.23zm-1.16 17.52h1.83L7.08 4.13H5.12z" />
    </svg>
  );
}
