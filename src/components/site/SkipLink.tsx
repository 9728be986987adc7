/** First focusable element of every page: jumps past the header to the main content. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href="#main"
      className="fixed start-3 top-3 z-[60] -translate-y-24 rounded-control bg-brand px-4 py-2 font-semibold text-on-brand shadow-raised transition-transform focus:translate-y-0"
    >
      {label}
    </a>
  );
}
