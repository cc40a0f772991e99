import type { CalendarDay, Clock } from '@crewline/shared/domain/calendar-day';
import { isOverdue } from '@crewline/shared/domain/due-labels';
import { CalendarCheck, Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Project } from '../../../api/projects/types.ts';
import type { Task } from '../../../api/tasks/types.ts';
import { Modal } from '../../../components/modal.tsx';
import { projectDisplayName } from '../../../features/projects/project-name.ts';
import { StatusBadge } from '../../../features/projects/status-badge.tsx';
import { TaskPriorityBadge, TaskStatusBadge } from '../../../features/tasks/task-detail-dialog.tsx';
import { formatDay } from '../../../i18n/local-days.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { OverdueBadge } from './overdue-badge.tsx';

type DayDialogProps = {
  /** The day shown; null keeps the dialog closed. */
  day: CalendarDay | null;
  deadlines: readonly Project[];
  tasks: readonly Task[];
  projectsById: ReadonlyMap<string, Project>;
  clock: Clock;
  onClose: () => void;
  onOpenTask: (task: Task) => void;
};

/**
 * A calendar day's dialog: "Tasks for {weekday, month day, year}", how many items,
 * the project deadlines and the tasks due that day, or the free-day text.
 */
export function DayDialog({
  day,
  deadlines,
  tasks,
  projectsById,
  clock,
  onClose,
  onOpenTask,
}: DayDialogProps) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const count = deadlines.length + tasks.length;
  const title = day
    ? t('overview.calendar.dayTitle', {
        date: formatDay(day, locale, {
          weekday: 'long',
          month: 'long',
          day: 'numeric',
          year: 'numeric',
        }),
      })
    : '';

  return (
    <Modal
      open={day !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={t('overview.calendar.itemsScheduled', { count })}
    >
      {count === 0 ? (
        <div className="flex flex-col items-center gap-2 py-8 text-center">
          <CalendarCheck aria-hidden="true" className="size-10 text-fg-muted" />
          <p className="font-semibold">{t('overview.calendar.freeTitle')}</p>
          <p className="text-sm text-fg-muted">{t('overview.calendar.freeBody')}</p>
        </div>
      ) : (
        <div className="flex flex-col gap-5">
          {deadlines.length > 0 ? (
            <section className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold">
                {t('overview.calendar.projectDeadlines', { count: deadlines.length })}
              </h3>
              <ul className="flex flex-col gap-2">
                {deadlines.map((project) => (
                  <li key={project.id}>
                    <Link
                      to={`/dashboard/projects/${project.id}`}
                      className="flex min-h-11 items-center gap-2 rounded-lg border border-violet-200 bg-violet-50 px-3 py-2 text-sm hover:border-violet-400 dark:border-violet-900 dark:bg-violet-950/40"
                    >
                      <Flag
                        aria-hidden="true"
                        className="size-4 shrink-0 text-violet-600 dark:text-violet-300"
                      />
                      <span
                        dir="auto"
                        title={projectDisplayName(project.title, t)}
                        className="rtl:text-right min-w-0 flex-1 truncate font-medium"
                      >
                        {projectDisplayName(project.title, t)}
                      </span>
                      {project.status !== 'completed' &&
                      isOverdue(project.due_date, null, clock) ? (
                        <OverdueBadge />
                      ) : null}
                      <StatusBadge status={project.status} />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {tasks.length > 0 ? (
            <section className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold">
                {t('overview.calendar.tasksDue', { count: tasks.length })}
              </h3>
              <ul className="flex flex-col gap-2">
                {tasks.map((task) => {
                  const project = projectsById.get(task.project_id);
                  return (
                    <li key={task.id}>
                      <button
                        type="button"
                        onClick={() => onOpenTask(task)}
                        className="flex min-h-11 w-full flex-col gap-1.5 rounded-lg border border-border px-3 py-2 text-start text-sm hover:border-primary"
                      >
                        <span className="flex w-full items-center gap-2">
                          <span
                            dir="auto"
                            title={task.title}
                            className="rtl:text-right min-w-0 flex-1 truncate font-medium"
                          >
                            {task.title}
                          </span>
                          {isOverdue(task.due_date, task.status, clock) ? <OverdueBadge /> : null}
                        </span>
                        <span className="flex w-full flex-wrap items-center gap-2">
                          <TaskStatusBadge status={task.status} />
                          <TaskPriorityBadge priority={task.priority} />
                          {project ? (
                            <span
                              dir="auto"
                              title={projectDisplayName(project.title, t)}
                              className="rtl:text-right min-w-0 truncate text-xs text-fg-muted"
                            >
                              {projectDisplayName(project.title, t)}
                            </span>
                          ) : null}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
        </div>
      )}
    </Modal>
  );
}
