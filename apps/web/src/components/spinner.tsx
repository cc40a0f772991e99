type SpinnerProps = { size?: 'sm' | 'md' | 'lg'; label?: string; className?: string };

const SIZES = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' };

/** A spinning ring; announces `label` to screen readers when given. */
export function Spinner({ size = 'md', label, className = '' }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={`inline-flex items-center ${className}`}>
      <span
        aria-hidden="true"
        className={`${SIZES[size]} animate-spin rounded-full border-current border-e-transparent text-primary`}
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/** A full-screen centred spinner with a visible message (e.g. "Authenticating..."). */
export function FullScreenSpinner({ message }: { message: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-bg"
    >
      <Spinner size="lg" />
      <p className="text-fg-muted">{message}</p>
    </div>
  );
}
