import type { BurndownJson, VelocityJson } from '@crewline/shared/contracts/insights';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
import { ApiError } from '../../api/api-error.ts';
import { fieldErrorSentences } from '../../api/field-error-sentences.ts';
import { useBurndown, useVelocity } from '../../api/insights/use-insights.ts';
import { inputClass } from '../../components/text-field.tsx';
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
import { taskHref } from './task-href.ts';
import { ScopeMarker, type MarkedChange } from './scope-marker.tsx';

type TabProps = { projectId: string; sprint: { id: string; name: string } | null; rtl: boolean };
type DayWindow = { from: string; to: string };

/**
 * The burndown (project window or sprint) with its scope changes, then the velocity bars. The
 * project's window is chosen with two dates (the server's last 21 days until then); the ideal
 * line may hold still on weekends, for a sprint too.
 */
export function BurndownTab({ projectId, sprint, rtl }: TabProps) {
  const { t } = useTranslation();
  const id = useId();
  // What the fields show, and the last window in the right order, which is what is asked for.
  const [draft, setDraft] = useState<DayWindow | null>(null);
  const [applied, setApplied] = useState<DayWindow | null>(null);
  const [skipWeekends, setSkipWeekends] = useState(false);
  const burndown = useBurndown(projectId, sprint?.id ?? null, {
    ...applied,
    skipWeekends,
  });
  const velocity = useVelocity(projectId);
  const shown: DayWindow = draft ??
    (burndown.data && !sprint ? { from: burndown.data.from, to: burndown.data.to } : null) ?? {
      from: '',
      to: '',
    };
  const reversed = shown.from !== '' && shown.to !== '' && shown.from > shown.to;
  // The server's refusal of the window (too long, say), at the field it names.
  const refused =
    burndown.error instanceof ApiError && burndown.error.status === 422 ? burndown.error : null;
  const refusedField = refused?.body?.detail?.[0]?.loc.at(-1) === 'from' ? 'from' : 'to';
  const refusedText = refused ? (fieldErrorSentences(refused.body, t) ?? refused.message) : null;
  const errorOf = (field: keyof DayWindow): string | null => {
    if (field === 'from' && reversed) return t('dataViz.burndown.window.reversed');
    return refusedText && refusedField === field ? refusedText : null;
  };

  function change(field: keyof DayWindow, value: string) {
    const next = { ...shown, [field]: value };
    setDraft(next);
    if (next.from !== '' && next.to !== '' && next.from <= next.to) setApplied(next);
  }

  return (
    <div className="flex min-w-0 flex-col gap-8">
      <fieldset className="flex min-w-0 flex-wrap items-end gap-4">
        <legend className="sr-only">{t('dataViz.burndown.window.legend')}</legend>
        {sprint
          ? null
          : (['from', 'to'] as const).map((field) => {
              const error = errorOf(field);
              return (
                <div key={field} className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-[12rem]">
                  <label htmlFor={`${id}-${field}`} className="text-sm font-medium">
                    {t(`dataViz.burndown.window.${field}`)}
                  </label>
                  <input
                    id={`${id}-${field}`}
                    type="date"
                    className={inputClass}
                    value={shown[field]}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-${field}-error` : undefined}
                    onChange={(event) => change(field, event.target.value)}
                  />
                  {error ? (
                    <p
                      id={`${id}-${field}-error`}
                      role="alert"
                      className="text-sm text-red-600 dark:text-red-400"
                    >
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            })}
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4"
            checked={skipWeekends}
            onChange={(event) => setSkipWeekends(event.target.checked)}
          />
          {t('dataViz.burndown.window.skipWeekends')}
        </label>
      </fieldset>
      {refused ? null : (
        <QueryState query={burndown}>
          {(data) => <BurndownChart data={data} sprintName={sprint?.name ?? null} rtl={rtl} />}
        </QueryState>
      )}
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
  // Several changes on one day stack upwards from the remaining line, one marker each.
  const marked: MarkedChange[] = [];
  const perDay = new Map<string, number>();
  for (const change of data.scope_changes) {
    const y = remainingOn.get(change.day);
    if (y === null || y === undefined) continue;
    const index = perDay.get(change.day) ?? 0;
    perDay.set(change.day, index + 1);
    marked.push({ ...change, y, stack: index });
  }
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
              {marked.map((change) => (
                <ReferenceDot
                  key={`${change.day}-${change.task_id}-${change.kind}-${change.stack}`}
                  x={change.day}
                  y={change.y}
                  r={7}
                  shape={(props: { cx?: number; cy?: number }) => (
                    <ScopeMarker cx={props.cx ?? 0} cy={props.cy ?? 0} change={change} />
                  )}
                />
              ))}
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
              t('dataViz.burndown.task'),
              t('dataViz.burndown.scopeChange'),
              t('dataViz.burndown.amount'),
            ]}
            rows={data.scope_changes.map((change) => [
              date(dayDate(change.day), LONG_DAY),
              change.title === null ? (
                <span key="task" className="text-fg-muted">
                  {t('dataViz.burndown.deletedTask')}
                </span>
              ) : (
                <Link key="task" to={taskHref(change.task_id)} className="break-words underline">
                  {change.title}
                </Link>
              ),
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
