import type { OverviewJson } from '@crewline/shared/contracts/insights';
import { TASK_STATUSES } from '@crewline/shared/domain/task-enums';
import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useOverview, useRisk } from '../../api/insights/use-insights.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { useFormatters } from '../../i18n/use-formatters.ts';
import {
  ChartEmpty,
  ChartFigure,
  COLORS,
  DataTable,
  dayDate,
  LONG_DAY,
  QueryState,
} from './chart-parts.tsx';
import { taskHref } from './task-href.ts';

/**
 * All Projects: each project's progress as a bar, open tasks per member as a chart, and the
 * tasks by status as a table.
 */
export function AllProjectsOverview({ rtl }: { rtl: boolean }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const overview = useOverview();
  return (
    <QueryState query={overview}>
      {(data) =>
        data.projects.length === 0 ? (
          <EmptyState
            icon={BarChart3}
            title={t('dataViz.overview.noProjects')}
            body={t('dataViz.overview.noProjectsBody')}
          />
        ) : (
          <div className="flex min-w-0 flex-col gap-6">
            <section className="flex flex-col gap-3">
              <h2 className="text-lg font-semibold">{t('dataViz.overview.progressTitle')}</h2>
              <ul className="flex flex-col gap-3">
                {data.projects.map((project) => {
                  const percent = number(project.progress, { style: 'percent' });
                  return (
                    <li key={project.id} className="flex min-w-0 flex-col gap-1">
                      <div className="flex flex-wrap justify-between gap-x-3 text-sm">
                        <span className="min-w-0 font-medium break-words">{project.name}</span>
                        <span className="text-fg-muted tabular-nums">
                          {t('dataViz.overview.doneOfTotal', {
                            done: number(project.done),
                            total: number(project.total),
                          })}{' '}
                          ({percent})
                        </span>
                      </div>
                      <ProgressBar
                        value={project.progress * 100}
                        label={t('dataViz.overview.progressLabel', {
                          name: project.name,
                          percent,
                        })}
                      />
                    </li>
                  );
                })}
              </ul>
            </section>
            <OpenTasksByMember members={data.open_tasks_by_member} rtl={rtl} />
            <div className="max-w-full overflow-x-auto">
              <DataTable
                caption={t('dataViz.overview.statusTitle')}
                head={[
                  t('dataViz.overview.project'),
                  ...TASK_STATUSES.map((status) => t(`dataViz.status.${status}`)),
                  t('dataViz.overview.total'),
                ]}
                rows={data.projects.map((project) => [
                  project.name,
                  ...TASK_STATUSES.map((status) => number(project.status_counts[status] ?? 0)),
                  number(project.total),
                ])}
              />
            </div>
          </div>
        )
      }
    </QueryState>
  );
}

/** One project: overdue and stalled tasks (links to each) and the team's workload. */
export function ProjectRisk({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const { number, date } = useFormatters();
  const risk = useRisk(projectId);
  return (
    <QueryState query={risk}>
      {(data) => (
        <div className="grid min-w-0 gap-6 lg:grid-cols-2">
          <RiskTaskList
            title={t('dataViz.risk.overdueTitle')}
            none={t('dataViz.risk.overdueNone')}
            tasks={data.overdue.map((task) => ({
              id: task.task_id,
              title: task.title,
              detail: `${t('dataViz.risk.daysOverdue', {
                count: task.days_overdue,
                formatted: number(task.days_overdue),
              })} · ${t('dataViz.risk.due', { day: date(dayDate(task.due_day), LONG_DAY) })}`,
            }))}
          />
          <RiskTaskList
            title={t('dataViz.risk.stalledTitle')}
            none={t('dataViz.risk.stalledNone', {
              count: data.stalled_after_days,
              formatted: number(data.stalled_after_days),
            })}
            tasks={data.stalled.map((task) => ({
              id: task.task_id,
              title: task.title,
              detail: t('dataViz.risk.idleDays', {
                count: task.idle_days,
                formatted: number(task.idle_days),
              }),
            }))}
          />
          <section className="flex min-w-0 flex-col gap-2 lg:col-span-2">
            {data.workload.length === 0 ? (
              <>
                <h2 className="text-lg font-semibold">{t('dataViz.risk.workloadTitle')}</h2>
                <p className="text-sm text-fg-muted">{t('dataViz.risk.workloadNone')}</p>
              </>
            ) : (
              <div className="max-w-full overflow-x-auto">
                <DataTable
                  caption={t('dataViz.risk.workloadTitle')}
                  head={[
                    t('dataViz.risk.member'),
                    t('dataViz.risk.openTasks'),
                    t('dataViz.risk.ratio'),
                    t('dataViz.risk.level'),
                  ]}
                  rows={data.workload.map((member) => [
                    member.name,
                    number(member.open_tasks),
                    number(member.ratio, { style: 'percent' }),
                    <span key="level" className="flex flex-wrap gap-1">
                      <span className="rounded-full bg-muted px-2 text-xs leading-5">
                        {t(`dataViz.risk.levels.${member.level}`)}
                      </span>
                      {member.bottleneck ? (
                        <span className="rounded-full bg-red-100 px-2 text-xs leading-5 text-red-800 dark:bg-red-950 dark:text-red-200">
                          {t('dataViz.risk.bottleneck')}
                        </span>
                      ) : null}
                    </span>,
                  ])}
                />
              </div>
            )}
          </section>
        </div>
      )}
    </QueryState>
  );
}

/** A titled list of tasks at risk, each a link to the task with why it is listed. */
function RiskTaskList({
  title,
  none,
  tasks,
}: {
  title: string;
  none: string;
  tasks: { id: string; title: string; detail: string }[];
}) {
  return (
    <section className="flex min-w-0 flex-col gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {tasks.length === 0 ? (
        <p className="text-sm text-fg-muted">{none}</p>
      ) : (
        <ul aria-label={title} className="flex flex-col gap-2">
          {tasks.map((task) => (
            <li key={task.id} className="flex min-w-0 flex-col text-sm">
              <Link to={taskHref(task.id)} className="font-medium break-words underline">
                {task.title}
              </Link>
              <span className="text-fg-muted">{task.detail}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Open tasks per assignee across the caller's projects, most first, as bars and a table. */
function OpenTasksByMember({
  members,
  rtl,
}: {
  members: OverviewJson['open_tasks_by_member'];
  rtl: boolean;
}) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const title = t('dataViz.overview.openByMemberTitle');
  if (members.length === 0) {
    return (
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        <ChartEmpty>{t('dataViz.overview.openByMemberEmpty')}</ChartEmpty>
      </section>
    );
  }
  return (
    <ChartFigure
      title={title}
      description={t('dataViz.overview.openByMemberDescription')}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={members}
            layout="vertical"
            margin={{ top: 8, right: 16, bottom: 8, left: 16 }}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" reversed={rtl} allowDecimals={false} />
            <YAxis
              type="category"
              dataKey="name"
              orientation={rtl ? 'right' : 'left'}
              width={96}
              tick={{ fontSize: 12 }}
            />
            <Tooltip formatter={(value) => number(Number(value))} />
            <Bar
              dataKey="open_tasks"
              name={t('dataViz.overview.openTasks')}
              fill={COLORS.in_progress}
            />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <DataTable
          caption={title}
          head={[t('dataViz.overview.member'), t('dataViz.overview.openTasks')]}
          rows={members.map((member) => [member.name, number(member.open_tasks)])}
        />
      }
    />
  );
}
