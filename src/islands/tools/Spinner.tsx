/** A small spinning ring; the label is for screen readers unless `visibleLabel` is set. */
export function Spinner({ label, visibleLabel = false }: { label: string; visibleLabel?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="inline-block h-5 w-5 animate-spin rounded-full border-2 border-current border-t-transparent" />
      <span className={visibleLabel ? '' : 'sr-only'}>{label}</span>
    </span>
  );
}
