import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { ChartExportButtons } from './chart-export.tsx';

/** The day of a `YYYY-MM-DD` string at noon UTC, so no time zone moves it to a neighbour. */
export const dayDate = (day: string) => new Date(`${day}T12:00:00Z`);

/** Short and long day formats, in UTC because the server already counted in the project's zone. */
export const SHORT_DAY: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
};
export const LONG_DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

/** Series colours; each chart also names every series in its legend and table. */
export const COLORS = {
  remaining: '#2563eb',
  ideal: '#94a3b8',
  total: '#16a34a',
  scope: '#dc2626',
  todo: '#94a3b8',
  in_progress: '#2563eb',
  in_review: '#d97706',
  done: '#16a34a',
};

/** Loading, failure with a retry, or the children once the query has its data. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton className="h-64 rounded-xl" />;
  if (query.isError)
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert tone="error">{t('dataViz.loadFailed')}</FormAlert>
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => void query.refetch()}
        >
          {t('dataViz.retry')}
        </button>
      </div>
    );
  return <>{children(query.data)}</>;
}

/** An honest "nothing to draw" line in place of an empty chart. */
export function ChartEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-border bg-surface px-4 py-8 text-center text-sm text-fg-muted">
      {children}
    </p>
  );
}

/**
 * A chart with its table alternative. The chart is an image with a name and description; the
 * table holds the same numbers and is always in the page for screen readers (visually hidden),
 * shown to everyone by "Show table". The table scrolls in its own box so the page never does.
 * PNG and CSV downloads sit beside the toggle; the CSV is read from that same table, so a chart
 * passes its data once.
 */
export function ChartFigure({
  title,
  description,
  chart,
  table,
}: {
  title: string;
  description: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const tableId = useId();
  const [shown, setShown] = useState(false);
  const titleRef = useRef<HTMLElement>(null);
  const chartRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption ref={titleRef} id={titleId} className="text-base font-semibold">
          {title}
        </figcaption>
        <div className="flex flex-wrap items-center gap-1">
          <button
            type="button"
            aria-expanded={shown}
            aria-controls={tableId}
            className={buttonClass('ghost', 'sm')}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? t('dataViz.hideTable') : t('dataViz.showTable')}
          </button>
          <ChartExportButtons
            title={title}
            chartRef={chartRef}
            tableRef={tableRef}
            titleRef={titleRef}
          />
        </div>
      </div>
      <p id={descriptionId} className="text-sm text-fg-muted">
        {description}
      </p>
      <div
        ref={chartRef}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="h-64 w-full min-w-0"
      >
        {chart}
      </div>
      <div ref={tableRef} id={tableId} className={shown ? 'max-w-full overflow-x-auto' : 'sr-only'}>
        {table}
      </div>
    </figure>
  );
}

/** A data table of the page: caption, header row and body, in the house style. */
export function DataTable({
  caption,
  head,
  rows,
  captionHidden = false,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
  captionHidden?: boolean;
}) {
  return (
    <table className="w-full min-w-max border-collapse text-sm">
      <caption className={captionHidden ? 'sr-only' : 'pb-2 text-start font-semibold'}>
        {caption}
      </caption>
      <thead>
        <tr className="border-b border-border text-fg-muted">
          {head.map((cell, index) => (
            <th key={index} scope="col" className="px-2 py-1.5 text-start font-medium">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={rowIndex} className="border-b border-border last:border-0">
            {row.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row" className="px-2 py-1.5 text-start font-normal">
                  {cell}
                </th>
              ) : (
                <td key={index} className="px-2 py-1.5 tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
