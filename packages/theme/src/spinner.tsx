/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** What is loading, as a screen reader announces it (default `Loading page…`). */
  label?: string;
}

/**
 * A small spinning ring, fixed below the navbar: `role="status"` with the
 * label as its name and its text, so assistive technology announces the wait.
 */
export function Spinner({ label = 'Loading page…' }: SpinnerProps) {
  return (
    <div className="quire-spinner" role="status" aria-label={label}>
      <span className="quire-spinner__ring" aria-hidden="true" />
      <span className="quire-spinner__label">{label}</span>
    </div>
  );
}
