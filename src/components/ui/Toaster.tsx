import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

/** Spec section 9: at most 3 toasts on screen. */
export const VISIBLE_TOASTS = 3;
/** Spec section 9: a toast stays 4000 ms by default. */
export const TOAST_DURATION_MS = 4000;

/** What a screen reader calls the toasts' region and a toast's close button, in the page's language. */
export interface ToasterLabels {
  notifications: string;
  closeNotification: string;
}

/**
 * Where toasts appear (shadcn/ui's `sonner`): sonner's Toaster set to the spec's limits and the
 * design tokens, in the page's flow above the form. sonner injects its own stylesheet when its module loads (a <style> the CSP allows
 * by its hash, server/response-headers.ts).
 */
export function Toaster({ labels }: { labels: ToasterLabels }) {
  return (
    <Sonner
      visibleToasts={VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS}
      // Sonner stacks toasts from the top of its list; the list itself sits in the flow (below).
      position="top-center"
      richColors
      // Sonner's own parts (close button, defaults) follow the visitor's scheme like the page.
      theme="system"
      style={inFlow}
      // No distance from the edges of a window it no longer floats in.
      offset={0}
      mobileOffset={0}
      containerAriaLabel={labels.notifications}
      toastOptions={{
        closeButtonAriaLabel: labels.closeNotification,
        style: { fontSize: '0.875rem', boxShadow: 'var(--shadow-raised)' },
      }}
    />
  );
}

/**
 * Sonner's list taken out of `position: fixed` and put in the flow, as wide as its container and
 * as tall as its front toast plus the edges of the two behind it, so toasts never cover the form
 * they are about (at 1280 px a corner toast covered the form's edge; on a phone, its fields).
 * Inline, because sonner spreads `style` over its own inline defaults and its stylesheet has no
 * `!important` rules for these.
 */
const inFlow = {
  position: 'relative',
  inset: 'auto',
  transform: 'none',
  zIndex: 0,
  width: '100%',
  height: 'calc(var(--front-toast-height) + 2 * var(--gap))',
  marginBottom: '0.5rem',
  '--width': '100%',
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
