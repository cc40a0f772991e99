import type { BurndownJson, VelocityJson } from '@crewline/shared/contracts/insights';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceDot,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useBurndown, useVelocity } from '../../api/insights/use-insights.ts';
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

type TabProps = { projectId: string; sprint: { id: string; name: string } | null; rtl: boolean };

/** The burndown (project window or sprint) with its scope changes, then the velocity bars. */
export function BurndownTab({ projectId, sprint, rtl }: TabProps) {
  const burndown = useBurndown(projectId, sprint?.id ?? null);
  const velocity = useVelocity(projectId);
  return (
    <div className="flex min-w-0 flex-col gap-8">
      <QueryState query={burndown}>
        {(data) => <BurndownChart data={data} sprintName={sprint?.name ?? null} rtl={rtl} />}
      </QueryState>
      <QueryState query={velocity}>{(data) => <VelocityChart data={data} rtl={rtl} />}</QueryState>
    </div>
  );
}

function BurndownChart({
  data,
  sprintName,
  rtl,
}: {
  data: BurndownJson;
  sprintName: string | null;
  rtl: boolean;
}) {
  const { t } = useTranslation();
  const { number, date } = useFormatters();
  const title = sprintName
    ? t('dataViz.burndown.sprintTitle', { name: sprintName })
    : t('dataViz.burndown.title');
  const measured = data.points.filter((point) => point.total !== null);
  if (measured.every((point) => point.total === 0) && data.scope_changes.length === 0) {
    return (
      <section className="flex flex-col gap-2">
        <h2 className="text-base font-semibold">{title}</h2>
        <ChartEmpty>{t('dataViz.burndown.empty')}</ChartEmpty>
      </section>
    );
  }
  const short = (day: string) => date(dayDate(day), SHORT_DAY);
  const remainingOn = new Map(data.points.map((point) => [point.day, point.total]));
  const changeDays = [...new Set(data.scope_changes.map((change) => change.day))];
  const value = (n: number | null) => (n === null ? '—' : number(n));
  return (
    <section className="flex min-w-0 flex-col gap-4">
      <ChartFigure
        title={title}
        description={`${t('dataViz.burndown.description')} ${
          data.unit === 'points'
            ? t('dataViz.burndown.unitPoints')
            : t('dataViz.burndown.unitTasks')
        }`}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={data.points} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="day" reversed={rtl} tickFormatter={short} tick={{ fontSize: 12 }} />
              <YAxis orientation={rtl ? 'right' : 'left'} allowDecimals={false} width={40} />
              <Tooltip labelFormatter={(day) => date(dayDate(String(day)), LONG_DAY)} />
              <Legend content={<ChartLegend />} />
              <Line
                dataKey="remaining"
                name={t('dataViz.burndown.remaining')}
                stroke={COLORS.remaining}
                strokeWidth={2}
                dot={false}
                connectNulls={false}
              />
              <Line
                dataKey="ideal"
                name={t('dataViz.burndown.ideal')}
                stroke={COLORS.ideal}
                strokeDasharray="6 4"
                dot={false}
              />
              <Line
                dataKey="total"
                name={t('dataViz.burndown.total')}
                stroke={COLORS.total}
                dot={false}
              />
              {changeDays.map((day) => {
                const y = remainingOn.get(day);
                return y === null || y === undefined ? null : (
                  <ReferenceDot key={day} x={day} y={y} r={5} fill={COLORS.scope} stroke="none" />
                );
              })}
            </ComposedChart>
          </ResponsiveContainer>
        }
        table={
          <DataTable
            caption={t('dataViz.burndown.caption')}
            head={[
              t('dataViz.burndown.day'),
              t('dataViz.burndown.remaining'),
              t('dataViz.burndown.ideal'),
              t('dataViz.burndown.done'),
              t('dataViz.burndown.total'),
            ]}
            rows={data.points.map((point) => [
              date(dayDate(point.day), LONG_DAY),
              value(point.remaining),
              number(point.ideal, { maximumFractionDigits: 1 }),
              value(point.done),
              value(point.total),
            ])}
          />
        }
      />
      {data.scope_changes.length > 0 ? (
        <div className="max-w-full overflow-x-auto">
          <DataTable
            caption={t('dataViz.burndown.scopeChangesTitle')}
            head={[
              t('dataViz.burndown.day'),
              t('dataViz.burndown.scopeChange'),
              t('dataViz.burndown.amount'),
            ]}
            rows={data.scope_changes.map((change) => [
              date(dayDate(change.day), LONG_DAY),
              t(`dataViz.burndown.kinds.${change.kind}`),
              number(change.amount, { signDisplay: 'exceptZero' }),
            ])}
          />
        </div>
      ) : null}
    </section>
  );
}

function VelocityChart({ data, rtl }: { data: VelocityJson; rtl: boolean }) {
  const { t } = useTranslation();
  const { number, date } = useFormatters();
  const title = t('dataViz.velocity.title');
  if (data.weeks.every((week) => week.done === 0)) {
    return (
      <section className="flex flex-col gap-2">
        <h2 className="text-base font-semibold">{title}</h2>
        <ChartEmpty>{t('dataViz.velocity.empty')}</ChartEmpty>
      </section>
    );
  }
  return (
    <section className="flex min-w-0 flex-col gap-2">
      <ChartFigure
        title={title}
        description={t('dataViz.velocity.description')}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data.weeks} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis
                dataKey="week_start"
                reversed={rtl}
                tickFormatter={(day: string) => date(dayDate(day), SHORT_DAY)}
                tick={{ fontSize: 12 }}
              />
              <YAxis orientation={rtl ? 'right' : 'left'} allowDecimals={false} width={40} />
              <Tooltip labelFormatter={(day) => date(dayDate(String(day)), LONG_DAY)} />
              <Bar dataKey="done" name={t('dataViz.velocity.done')} fill={COLORS.done} />
            </BarChart>
          </ResponsiveContainer>
        }
        table={
          <DataTable
            caption={t('dataViz.velocity.caption')}
            head={[t('dataViz.velocity.week'), t('dataViz.velocity.done')]}
            rows={data.weeks.map((week) => [
              date(dayDate(week.week_start), LONG_DAY),
              number(week.done),
            ])}
          />
        }
      />
      {data.suggested_load !== null ? (
        <p className="text-sm text-fg-muted">
          {t('dataViz.velocity.suggestedLoad', {
            count: data.suggested_load,
            formatted: number(data.suggested_load),
          })}
        </p>
      ) : null}
    </section>
  );
}
