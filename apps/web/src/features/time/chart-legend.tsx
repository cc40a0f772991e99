import type { LegendPayload } from 'recharts';

/**
 * A chart's legend: each series' colour and its (translated) name. Recharts' own legend names
 * every swatch "<series> legend icon" in English for screen readers; here the swatch is
 * decoration and the name is the text beside it.
 */
export function ChartLegend({ payload }: { payload?: readonly LegendPayload[] }) {
  if (!payload?.length) return null;
  return (
    <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
      {payload.map((entry) => (
        <li key={String(entry.value)} className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block size-3 rounded-sm"
            style={{ backgroundColor: entry.color }}
          />
          {entry.value}
        </li>
      ))}
    </ul>
  );
}
