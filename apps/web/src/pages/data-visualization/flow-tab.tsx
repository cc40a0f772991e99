import type { FlowJson } from '@crewline/shared/contracts/insights';
import { TASK_STATUSES } from '@crewline/shared/domain/task-enums';
import { useTranslation } from 'react-i18next';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useFlow } from '../../api/insights/use-insights.ts';
import { ChartLegend } from '../../features/time/chart-legend.tsx';
import { useFormatters } from '../../i18n/use-formatters.ts';
import {
  ChartEmpty,
  ChartFigure,
  COLORS,
  DataTable,
  dayDate,
  LONG_DAY,
  QueryState,
  SHORT_DAY,
} from './chart-parts.tsx';
import { CycleTimeHistogram } from './cycle-time-histogram.tsx';

/** Cycle and lead time, the cumulative flow and the throughput of the project's window. */
export function FlowTab({ projectId, rtl }: { projectId: string; rtl: boolean }) {
  const flow = useFlow(projectId);
  return <QueryState query={flow}>{(data) => <FlowCharts data={data} rtl={rtl} />}</QueryState>;
}

/**
 * Hours as a person reads them: a tenth from one hour up, two significant digits below it, so
 * twenty minutes is "0.33 h", never "0 h"; under 36 seconds is "under 0.01 h", and only a task
 * finished the instant it started reads "0 h".
 */
export function hoursText(
  value: number,
  t: (key: 'dataViz.flow.hours' | 'dataViz.flow.underHours', values: { value: string }) => string,
  number: (value: number, options?: Intl.NumberFormatOptions) => string,
): string {
  if (value > 0 && value < 0.01) return t('dataViz.flow.underHours', { value: number(0.01) });
  const formatted =
    value < 1
      ? number(value, { maximumSignificantDigits: 2 })
      : number(value, { maximumFractionDigits: 1 });
  return t('dataViz.flow.hours', { value: formatted });
}

function Duration({ title, stats }: { title: string; stats: FlowJson['cycle_time'] }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const hours = (value: number | null) => (value === null ? '—' : hoursText(value, t, number));
  return (
    <section className="flex min-w-0 flex-col gap-1 rounded-xl border border-border bg-surface p-4">
      <h2 className="text-base font-semibold">{title}</h2>
      {stats.count === 0 ? (
        <p className="text-sm text-fg-muted">{t('dataViz.flow.noSamples')}</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-2">
            <div>
              <dt className="text-xs text-fg-muted">{t('dataViz.flow.median')}</dt>
              <dd className="text-lg font-semibold tabular-nums">{hours(stats.median)}</dd>
            </div>
            <div>
              <dt className="text-xs text-fg-muted">{t('dataViz.flow.p85')}</dt>
              <dd className="text-lg font-semibold tabular-nums">{hours(stats.p85)}</dd>
            </div>
          </dl>
          <p className="text-xs text-fg-muted">
            {t('dataViz.flow.samples', { count: stats.count, formatted: number(stats.count) })}
          </p>
        </>
      )}
    </section>
  );
}

function FlowCharts({ data, rtl }: { data: FlowJson; rtl: boolean }) {
  const { t } = useTranslation();
  const { number, date } = useFormatters();
  const short = (day: string) => date(dayDate(day), SHORT_DAY);
  const long = (day: unknown) => date(dayDate(String(day)), LONG_DAY);
  const anyTasks = data.cumulative_flow.some((point) =>
    TASK_STATUSES.some((status) => point[status] > 0),
  );
  const anyDone = data.throughput.some((point) => point.done > 0);
  return (
    <div className="flex min-w-0 flex-col gap-8">
      <div className="grid gap-4 sm:grid-cols-2">
        <Duration title={t('dataViz.flow.cycleTime')} stats={data.cycle_time} />
        <Duration title={t('dataViz.flow.leadTime')} stats={data.lead_time} />
      </div>
      <CycleTimeHistogram stats={data.cycle_time} rtl={rtl} />
      {anyTasks ? (
        <ChartFigure
          title={t('dataViz.flow.cfdTitle')}
          description={t('dataViz.flow.cfdDescription')}
          chart={
            <ResponsiveContainer width="100%" height="100%">
              <AreaChart
                data={data.cumulative_flow}
                margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
              >
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="day" reversed={rtl} tickFormatter={short} tick={{ fontSize: 12 }} />
                <YAxis orientation={rtl ? 'right' : 'left'} allowDecimals={false} width={40} />
                <Tooltip labelFormatter={long} />
                <Legend content={<ChartLegend />} />
                {[...TASK_STATUSES].reverse().map((status) => (
                  <Area
                    key={status}
                    dataKey={status}
                    stackId="cfd"
                    name={t(`dataViz.status.${status}`)}
                    stroke={COLORS[status]}
                    fill={COLORS[status]}
                    fillOpacity={0.6}
                  />
                ))}
              </AreaChart>
            </ResponsiveContainer>
          }
          table={
            <DataTable
              caption={t('dataViz.flow.cfdCaption')}
              head={[
                t('dataViz.flow.day'),
                ...TASK_STATUSES.map((status) => t(`dataViz.status.${status}`)),
              ]}
              rows={data.cumulative_flow.map((point) => [
                long(point.day),
                ...TASK_STATUSES.map((status) => number(point[status])),
              ])}
            />
          }
        />
      ) : (
        <section className="flex flex-col gap-2">
          <h2 className="text-base font-semibold">{t('dataViz.flow.cfdTitle')}</h2>
          <ChartEmpty>{t('dataViz.flow.cfdEmpty')}</ChartEmpty>
        </section>
      )}
      {anyDone ? (
        <ChartFigure
          title={t('dataViz.flow.throughputTitle')}
          description={t('dataViz.flow.throughputDescription')}
          chart={
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={data.throughput} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="day" reversed={rtl} tickFormatter={short} tick={{ fontSize: 12 }} />
                <YAxis orientation={rtl ? 'right' : 'left'} allowDecimals={false} width={40} />
                <Tooltip labelFormatter={long} />
                <Bar dataKey="done" name={t('dataViz.flow.done')} fill={COLORS.done} />
              </BarChart>
            </ResponsiveContainer>
          }
          table={
            <DataTable
              caption={t('dataViz.flow.throughputCaption')}
              head={[t('dataViz.flow.day'), t('dataViz.flow.done')]}
              rows={data.throughput.map((point) => [long(point.day), number(point.done)])}
            />
          }
        />
      ) : (
        <section className="flex flex-col gap-2">
          <h2 className="text-base font-semibold">{t('dataViz.flow.throughputTitle')}</h2>
          <ChartEmpty>{t('dataViz.flow.throughputEmpty')}</ChartEmpty>
        </section>
      )}
    </div>
  );
}
