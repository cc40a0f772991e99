import type { Clock } from '@crewline/shared/domain/calendar-day';
import { tasksDueFirst } from '@crewline/shared/domain/dashboard-agenda';
import { DASHBOARD_DUE_FIRST_TASKS } from '@crewline/shared/limits';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../api/projects/types.ts';
import type { Task } from '../../../api/tasks/types.ts';
import { Skeleton } from '../../../components/skeleton.tsx';
import { projectDisplayName } from '../../../features/projects/project-name.ts';
import { DueBadge } from '../../../features/tasks/task-detail-dialog.tsx';
import { useDueText } from '../../../i18n/use-due-text.ts';
import { PanelHeader } from './panel-header.tsx';

type TasksDueFirstProps = {
  tasks: readonly Task[];
  projectsById: ReadonlyMap<string, Project>;
  clock: Clock;
  loading: boolean;
  onOpenTask: (task: Task) => void;
};

/** "Tasks Due First": up to 10 unfinished tasks with due dates, soonest first. */
export function TasksDueFirst({
  tasks,
  projectsById,
  clock,
  loading,
  onOpenTask,
}: TasksDueFirstProps) {
  const { t } = useTranslation();
  const dueText = useDueText();
  const shown = useMemo(
    () => tasksDueFirst(tasks, clock.timeZone, DASHBOARD_DUE_FIRST_TASKS),
    [tasks, clock.timeZone],
  );

  let body;
  if (loading) {
    body = (
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  } else if (shown.length === 0) {
    body = (
      <p className="px-4 py-6 text-center text-sm text-fg-muted">
        {t('overview.list.dueFirstEmpty')}
      </p>
    );
  } else {
    body = (
      <ol className="flex flex-col p-2" data-testid="due-first-list">
        {shown.map((task) => {
          const due = dueText(task.due_date, task.status, clock);
          const project = projectsById.get(task.project_id);
          return (
            <li key={task.id}>
              <button
                type="button"
                onClick={() => onOpenTask(task)}
                className="flex min-h-11 w-full items-center gap-3 rounded-lg px-2 py-1.5 text-start hover:bg-muted"
              >
                <span className="flex min-w-0 flex-1 flex-col">
                  <span
                    dir="auto"
                    title={task.title}
                    className="rtl:text-right truncate text-sm font-medium"
                  >
                    {task.title}
                  </span>
                  {project ? (
                    <span
                      dir="auto"
                      title={projectDisplayName(project.title, t)}
                      className="rtl:text-right truncate text-xs text-fg-muted"
                    >
                      {projectDisplayName(project.title, t)}
                    </span>
                  ) : null}
                </span>
                {due ? <DueBadge due={due} /> : null}
              </button>
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <section className="rounded-2xl border border-border bg-surface">
      <PanelHeader title={t('overview.list.dueFirst')} viewAllTo="/dashboard/tasks" />
      {body}
    </section>
  );
}
