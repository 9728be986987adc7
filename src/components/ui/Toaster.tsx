import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

/** Spec section 9: at most 3 toasts on screen. */
export const VISIBLE_TOASTS = 3;
/** Spec section 9: a toast stays 4000 ms by default. */
export const TOAST_DURATION_MS = 4000;

/** What a screen reader calls the toasts' region and a toast's close button, in the page's language. */
export interface ToasterLabels {
  region: string;
  close: string;
}

/**
 * Where toasts appear (shadcn/ui's `sonner`): sonner's Toaster set to the spec's limits and the
 * design tokens. sonner injects its own stylesheet when its module loads (a <style> the CSP allows
 * by its hash, server/response-headers.ts).
 */
export function Toaster({ labels }: { labels: ToasterLabels }) {
  return (
    <Sonner
      visibleToasts={VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS}
      // At the bottom: focus moves to the first field to fix, near the top, and must stay in view.
      position={bottomEndCorner()}
      mobileOffset={{ bottom: '1rem', left: '1rem', right: '1rem' }}
      richColors
      // Sonner's own parts (close button, defaults) follow the visitor's scheme like the page.
      theme="system"
      style={toasterTokens}
      containerAriaLabel={labels.region}
      toastOptions={{
        closeButtonAriaLabel: labels.close,
        style: { fontSize: '0.875rem', boxShadow: 'var(--shadow-raised)' },
      }}
    />
  );
}

/**
 * The bottom corner where lines end: right on a left-to-right page, left on a right-to-left one.
 * Sonner places toasts by physical corner (and mirrors their insides by the document's `dir`
 * itself). Read while rendering, not in an effect: sonner draws its list only once a toast
 * exists, on the client, so the server's render never depends on it.
 */
function bottomEndCorner(): 'bottom-right' | 'bottom-left' {
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  return rtl ? 'bottom-left' : 'bottom-right';
}

/** Sonner's colour variables pointed at the design tokens (no raw colours here). */
const toasterTokens = {
  fontFamily: 'var(--font-sans)',
  '--border-radius': 'var(--radius-card)',
  '--normal-bg': 'var(--color-surface)',
  '--normal-border': 'var(--color-line)',
  '--normal-text': 'var(--color-ink)',
  '--success-bg': 'var(--color-success-soft)',
  '--success-border': 'var(--color-success-soft)',
  '--success-text': 'var(--color-success)',
  '--error-bg': 'var(--color-destructive-soft)',
  '--error-border': 'var(--color-destructive-soft)',
  '--error-text': 'var(--color-destructive)',
} as CSSProperties;
