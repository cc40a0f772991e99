import { Spinner } from './spinner.tsx';

/** Covers its positioned parent with a translucent layer and a spinner while `active`. */
export function LoadingOverlay({ active, label }: { active: boolean; label: string }) {
  if (!active) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="absolute inset-0 z-20 flex items-center justify-center rounded-[inherit] bg-surface/70 backdrop-blur-[1px]"
    >
      <Spinner size="lg" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
