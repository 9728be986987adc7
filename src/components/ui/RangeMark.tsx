/**
 * The mark beside a key term whose value is the range across all pools, shown until the operator
 * gives the pool's own term. On its own line under the value, whole, so every term that has one
 * reads alike in a narrow column and a wide one.
 */
export function RangeMark({ label }: { label: string }) {
  return (
    <span className="mt-1 block w-fit rounded-sm bg-surface-sunken px-1.5 text-xs font-semibold whitespace-nowrap text-muted">
      {label}
    </span>
  );
}
