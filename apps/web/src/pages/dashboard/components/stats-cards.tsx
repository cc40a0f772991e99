import type { MonthOverMonthJson } from '@crewline/shared/contracts/insights';
import type { Clock } from '@crewline/shared/domain/calendar-day';
import { dashboardStats, type MonthOverMonth } from '@crewline/shared/domain/dashboard-stats';
import { AlertTriangle, CheckCircle2, FolderKanban, ListTodo, type LucideIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../api/projects/types.ts';
import type { Task } from '../../../api/tasks/types.ts';
import { Skeleton } from '../../../components/skeleton.tsx';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { progressPercent } from '@crewline/shared/domain/progress';

type StatKey = 'totalProjects' | 'activeTasks' | 'completedTasks' | 'overdueTasks';

type StatsCardsProps = {
  projects: readonly Project[];
  tasks: readonly Task[];
  clock: Clock;
  loading: boolean;
  /** The overview's month over month (from the task history); undefined while it loads. */
  monthOverMonth?: MonthOverMonthJson | undefined;
};

function fromJson(figure: MonthOverMonthJson['tasks_created']): MonthOverMonth {
  return {
    thisMonth: figure.this_month,
    lastMonth: figure.last_month,
    difference: figure.difference,
  };
}

/**
 * The four stats cards, computed from the loaded projects and tasks. The month-over-month lines
 * count real creations (the earlier product hard-coded "+2 from last month"): from the task
 * history once the overview has answered, so deleted tasks still count and finished tasks get a
 * month figure; from the loaded lists' creation dates until then (or if it fails).
 */
export function StatsCards({ projects, tasks, clock, loading, monthOverMonth }: StatsCardsProps) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const stats = useMemo(() => dashboardStats(projects, tasks, clock), [projects, tasks, clock]);
  const projectsCreated = monthOverMonth
    ? fromJson(monthOverMonth.projects_created)
    : stats.projectsCreated;
  const tasksCreated = monthOverMonth ? fromJson(monthOverMonth.tasks_created) : stats.tasksCreated;
  const tasksFinished = monthOverMonth ? fromJson(monthOverMonth.tasks_finished) : null;
  // Bidi isolates keep the signed number from mixing with the words around it; where the
  // sign goes is the locale's choice (Arabic puts it before the number in reading order).
  const signed = (value: number) => `\u2066${number(value, { signDisplay: 'exceptZero' })}\u2069`;
  // The same rule and rounding as every project's progress.
  const completedShare = progressPercent(stats.completedTasks, stats.totalTasks) / 100;

  const cards: { key: StatKey; icon: LucideIcon; tone: string; value: number; hint: string }[] = [
    {
      key: 'totalProjects',
      icon: FolderKanban,
      tone: 'bg-primary-soft text-primary-soft-fg',
      value: stats.totalProjects,
      hint: t('overview.stats.createdThisMonth', {
        count: projectsCreated.thisMonth,
        difference: signed(projectsCreated.difference),
      }),
    },
    {
      key: 'activeTasks',
      icon: ListTodo,
      tone: 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300',
      value: stats.activeTasks,
      hint: t('overview.stats.createdThisMonth', {
        count: tasksCreated.thisMonth,
        difference: signed(tasksCreated.difference),
      }),
    },
    {
      key: 'completedTasks',
      icon: CheckCircle2,
      tone: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
      value: stats.completedTasks,
      hint: tasksFinished
        ? t('overview.stats.finishedThisMonth', {
            count: tasksFinished.thisMonth,
            difference: signed(tasksFinished.difference),
          })
        : t('overview.stats.completedShare', {
            percent: number(completedShare, { style: 'percent', maximumFractionDigits: 0 }),
          }),
    },
    {
      key: 'overdueTasks',
      icon: AlertTriangle,
      tone: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
      value: stats.overdueTasks,
      hint:
        stats.overdueTasks === 0
          ? t('overview.stats.overdueNone')
          : t('overview.stats.overdueSome'),
    },
  ];

  return (
    <section aria-label={t('overview.stats.label')}>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {cards.map(({ key, icon: Icon, tone, value, hint }) => (
          <li
            key={key}
            data-testid={`stat-${key}`}
            className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4"
          >
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-fg-muted">
                {t(`overview.stats.${key}`)}
              </span>
              <span
                className={`flex size-8 shrink-0 items-center justify-center rounded-lg ${tone}`}
              >
                <Icon aria-hidden="true" className="size-4" />
              </span>
            </div>
            {loading ? (
              <Skeleton className="h-8 w-12" />
            ) : (
              <span className="text-2xl font-bold tabular-nums" data-testid="stat-value">
                {number(value)}
              </span>
            )}
            <span className="text-xs text-fg-muted">{loading ? '\u00a0' : hint}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
