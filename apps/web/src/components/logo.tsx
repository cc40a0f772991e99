import { Link } from 'react-router';

/** The Crewline word mark linking to `to`. */
export function Logo({ to = '/', compact = false }: { to?: string; compact?: boolean }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 font-bold text-fg"
      aria-label="Crewline"
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M21.5 11.2a7 7 0 1 0 0 9.6"
          fill="none"
          strokeWidth="3.2"
          strokeLinecap="round"
          className="stroke-primary-fg"
        />
        <circle cx="22.5" cy="16" r="2" className="fill-primary-fg" />
      </svg>
      {compact ? null : <span className="text-lg tracking-tight">Crewline</span>}
    </Link>
  );
}
