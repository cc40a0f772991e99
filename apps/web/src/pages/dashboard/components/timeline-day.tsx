import type { CalendarDay, Clock } from '@crewline/shared/domain/calendar-day';
import { isOverdue } from '@crewline/shared/domain/due-labels';
import { isTaskDone } from '@crewline/shared/domain/task-enums';
import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Project } from '../../../api/projects/types.ts';
import type { Task } from '../../../api/tasks/types.ts';
import { projectDisplayName } from '../../../features/projects/project-name.ts';
import { formatDay } from '../../../i18n/local-days.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { OverdueBadge } from './overdue-badge.tsx';

type TimelineDayProps = {
  day: CalendarDay;
  isToday: boolean;
  deadlines: readonly Project[];
  tasks: readonly Task[];
  projectsById: ReadonlyMap<string, Project>;
  clock: Clock;
  onOpenTask: (task: Task) => void;
};

/** One day column of the timeline: its deadlines and tasks, or "No events". */
export function TimelineDay({
  day,
  isToday,
  deadlines,
  tasks,
  projectsById,
  clock,
  onOpenTask,
}: TimelineDayProps) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const empty = deadlines.length === 0 && tasks.length === 0;
  return (
    <li
      data-day={day}
      className={`flex min-w-0 flex-col gap-2 rounded-2xl border bg-surface p-2 ${
        isToday ? 'border-primary' : 'border-border'
      }`}
    >
      <h3 className="flex items-baseline justify-between gap-1 px-1 text-sm md:flex-col md:items-start md:gap-0">
        <span className={`font-semibold ${isToday ? 'text-primary' : ''}`}>
          {formatDay(day, locale, { weekday: 'short' })}
        </span>
        <span className="text-xs text-fg-muted">
          {formatDay(day, locale, { month: 'short', day: 'numeric' })}
        </span>
      </h3>
      {empty ? (
        <p className="px-1 pb-1 text-xs text-fg-muted">{t('overview.timeline.noEvents')}</p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {deadlines.map((project) => (
            <li key={project.id}>
              <Link
                to={`/dashboard/projects/${project.id}`}
                className="flex min-h-11 flex-col justify-center gap-0.5 rounded-lg bg-violet-50 px-2 py-1 text-xs hover:bg-violet-100 dark:bg-violet-950/50 dark:hover:bg-violet-950"
              >
                <span className="flex items-center gap-1 font-semibold text-violet-700 dark:text-violet-300">
                  <Flag aria-hidden="true" className="size-3 shrink-0" />
                  {t('overview.timeline.deadline')}
                </span>
                <span
                  dir="auto"
                  title={projectDisplayName(project.title, t)}
                  className="rtl:text-right truncate font-medium"
                >
                  {projectDisplayName(project.title, t)}
                </span>
              </Link>
            </li>
          ))}
          {tasks.map((task) => {
            const overdue = isOverdue(task.due_date, task.status, clock);
            const project = projectsById.get(task.project_id);
            return (
              <li key={task.id}>
                <button
                  type="button"
                  onClick={() => onOpenTask(task)}
                  className={`flex min-h-11 w-full flex-col justify-center gap-0.5 rounded-lg border px-2 py-1 text-start text-xs hover:border-primary ${
                    overdue ? 'border-red-300 dark:border-red-900' : 'border-border'
                  }`}
                >
                  <span
                    dir="auto"
                    title={task.title}
                    className={`line-clamp-2 w-full font-medium [overflow-wrap:anywhere] rtl:text-right ${isTaskDone(task.status) ? 'text-fg-muted line-through' : ''}`}
                  >
                    {task.title}
                  </span>
                  {project ? (
                    <span
                      dir="auto"
                      title={projectDisplayName(project.title, t)}
                      className="rtl:text-right w-full truncate text-fg-muted"
                    >
                      {projectDisplayName(project.title, t)}
                    </span>
                  ) : null}
                  {overdue ? <OverdueBadge label={t('overview.timeline.overdue')} /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
