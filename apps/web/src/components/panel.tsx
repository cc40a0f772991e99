import type { ReactNode } from 'react';

type PanelProps = { title: string; action?: ReactNode; children: ReactNode; className?: string };

/** A titled card of the realtime test and developer pages. */
export function Panel({ title, action, children, className = '' }: PanelProps) {
  return (
    <section
      className={`flex min-w-0 flex-col gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-5 ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** One label/value line of a definition list. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-medium text-fg-muted">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}
