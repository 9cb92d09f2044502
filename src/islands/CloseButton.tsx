/** The round × button that closes a dialog or panel; `label` is what screen readers hear. */
export function CloseButton({ label = 'Close', onClick, disabled }: { label?: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" className="icon-btn" onClick={onClick} disabled={disabled}>
      <span aria-hidden="true" className="text-2xl leading-none">
        &times;
      </span>
      <span className="sr-only">{label}</span>
    </button>
  );
}
