import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TimesheetRow } from './timesheet.ts';
import { ChartLegend } from './chart-legend.tsx';

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

// A bar's label holds about this many characters: a longer name is cut with an ellipsis (the
// tooltip and the timesheet table give it whole), so one long name cannot run off the chart.
const LABEL_MAX_CHARACTERS = 16;

/** A member's name as a bar's label, cut whole characters at a time. */
export function barLabel(name: string): string {
  const characters = Array.from(name);
  if (characters.length <= LABEL_MAX_CHARACTERS) return name;
  return `${characters.slice(0, LABEL_MAX_CHARACTERS - 1).join('')}…`;
}

/**
 * Hours per member this week, billable and non-billable stacked. The chart is an image with a
 * name and a description; the timesheet table holds the same numbers for anyone who cannot see
 * it (its table alternative).
 */
export function HoursChart({ rows, rtl }: { rows: TimesheetRow[]; rtl: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const data = rows.map((row) => ({
    name: row.name,
    billable: hours(row.total.billable),
    nonBillable: hours(row.total.nonBillable),
  }));
  return (
    <figure className="flex flex-col gap-2">
      <figcaption id={titleId} className="text-base font-semibold">
        {t('timeTracking.chart.title')}
      </figcaption>
      <p id={descriptionId} className="sr-only">
        {t('timeTracking.chart.description')}
      </p>
      <div
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="h-64 w-full"
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="name"
              reversed={rtl}
              interval={0}
              tick={{ fontSize: 12 }}
              tickFormatter={barLabel}
            />
            <YAxis orientation={rtl ? 'right' : 'left'} allowDecimals={false} width={40} />
            <Tooltip />
            <Legend content={<ChartLegend />} />
            <Bar
              dataKey="billable"
              stackId="h"
              name={t('timeTracking.chart.billable')}
              fill="#2563eb"
            />
            <Bar
              dataKey="nonBillable"
              stackId="h"
              name={t('timeTracking.chart.nonBillable')}
              fill="#94a3b8"
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
