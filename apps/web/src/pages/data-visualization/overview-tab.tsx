import { TASK_STATUSES } from '@crewline/shared/domain/task-enums';
import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOverview, useRisk } from '../../api/insights/use-insights.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { DataTable, LONG_DAY, QueryState } from './chart-parts.tsx';

/** All Projects: each project's progress as a bar and its tasks by status as a table. */
export function AllProjectsOverview() {
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

const taskHref = (taskId: string) => `/dashboard/tasks?task=${encodeURIComponent(taskId)}`;

/** One project: overdue and stalled tasks (links to each) and the team's workload. */
export function ProjectRisk({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const { number, date } = useFormatters();
  const risk = useRisk(projectId);
  return (
    <QueryState query={risk}>
      {(data) => (
        <div className="grid min-w-0 gap-6 lg:grid-cols-2">
          <section className="flex min-w-0 flex-col gap-2">
            <h2 className="text-lg font-semibold">{t('dataViz.risk.overdueTitle')}</h2>
            {data.overdue.length === 0 ? (
              <p className="text-sm text-fg-muted">{t('dataViz.risk.overdueNone')}</p>
            ) : (
              <ul aria-label={t('dataViz.risk.overdueTitle')} className="flex flex-col gap-2">
                {data.overdue.map((task) => (
                  <li key={task.task_id} className="flex min-w-0 flex-col text-sm">
                    <Link to={taskHref(task.task_id)} className="font-medium break-words underline">
                      {task.title}
                    </Link>
                    <span className="text-fg-muted">
                      {t('dataViz.risk.daysOverdue', {
                        count: task.days_overdue,
                        formatted: number(task.days_overdue),
                      })}{' '}
                      ·{' '}
                      {t('dataViz.risk.due', { day: date(`${task.due_day}T12:00:00Z`, LONG_DAY) })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="flex min-w-0 flex-col gap-2">
            <h2 className="text-lg font-semibold">{t('dataViz.risk.stalledTitle')}</h2>
            {data.stalled.length === 0 ? (
              <p className="text-sm text-fg-muted">
                {t('dataViz.risk.stalledNone', {
                  count: data.stalled_after_days,
                  formatted: number(data.stalled_after_days),
                })}
              </p>
            ) : (
              <ul aria-label={t('dataViz.risk.stalledTitle')} className="flex flex-col gap-2">
                {data.stalled.map((task) => (
                  <li key={task.task_id} className="flex min-w-0 flex-col text-sm">
                    <Link to={taskHref(task.task_id)} className="font-medium break-words underline">
                      {task.title}
                    </Link>
                    <span className="text-fg-muted">
                      {t('dataViz.risk.idleDays', {
                        count: task.idle_days,
                        formatted: number(task.idle_days),
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
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
