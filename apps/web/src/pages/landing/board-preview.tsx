const COLUMNS = [
  { accent: 'bg-slate-400', cards: [72, 54, 88] },
  { accent: 'bg-amber-400', cards: [64, 80] },
  { accent: 'bg-emerald-500', cards: [58, 76, 46] },
];
const PRIORITY = ['bg-red-500', 'bg-amber-400', 'bg-sky-500'];

/** A wordless illustration of a task board (decorative, so it needs no translation). */
export function BoardPreview() {
  return (
    <div aria-hidden="true" className="relative hidden sm:block">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-primary/10 blur-2xl" />
      <div className="rounded-2xl border border-border bg-surface p-4 shadow-xl">
        <div className="mb-4 flex items-center gap-2">
          <span className="size-3 rounded-full bg-red-400" />
          <span className="size-3 rounded-full bg-amber-400" />
          <span className="size-3 rounded-full bg-emerald-400" />
          <span className="ms-3 h-3 w-40 rounded bg-muted" />
        </div>
        <div className="grid grid-cols-3 gap-3">
          {COLUMNS.map((column, columnIndex) => (
            <div key={columnIndex} className="flex flex-col gap-2 rounded-xl bg-muted p-2">
              <div className="flex items-center gap-2 px-1 py-1">
                <span className={`size-2.5 rounded-full ${column.accent}`} />
                <span className="h-2.5 w-16 rounded bg-border" />
              </div>
              {column.cards.map((width, cardIndex) => (
                <div
                  key={cardIndex}
                  className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-2.5 shadow-sm"
                >
                  <span className="h-2.5 rounded bg-fg/15" style={{ width: `${width}%` }} />
                  <span className="h-2 w-1/2 rounded bg-fg/10" />
                  <div className="flex items-center justify-between">
                    <span
                      className={`size-2 rounded-full ${PRIORITY[(cardIndex + columnIndex) % 3]}`}
                    />
                    <span className="size-5 rounded-full bg-primary/30" />
                  </div>
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
