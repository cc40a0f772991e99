import { dueDayOf } from '@crewline/shared/domain/due-labels';
import { CalendarDays, ChevronDown, Users } from 'lucide-react';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Project } from '../../../api/projects/types.ts';
import type { Task } from '../../../api/tasks/types.ts';
import { useProjectTasks } from '../../../api/tasks/use-project-tasks.ts';
import { iconButtonClass } from '../../../components/button-styles.ts';
import { projectDisplayName } from '../../../features/projects/project-name.ts';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { StatusBadge } from '../../../features/projects/status-badge.tsx';
import { TaskStatusBadge } from '../../../features/tasks/task-detail-dialog.tsx';
import { formatDay } from '../../../i18n/local-days.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';

type ProjectSummaryCardProps = {
  project: Project;
  timeZone: string;
  onOpenTask: (task: Task) => void;
};

/**
 * A Recent Projects card: title, status, completed of total with a bar, member count
 * and due date. The card opens the project; the toggle loads its tasks only when expanded.
 */
export function ProjectSummaryCard({ project, timeZone, onOpenTask }: ProjectSummaryCardProps) {
  const { t } = useTranslation();
  const { locale, number } = useFormatters();
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState(false);
  const tasksId = useId();
  const href = `/dashboard/projects/${project.id}`;
  const name = projectDisplayName(project.title, t);
  const dueDay = dueDayOf(project.due_date, timeZone);

  // The title link is the accessible way in; a click anywhere else on the card is a shortcut.
  function openFromCard(event: MouseEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest('a,button,[data-card-tasks]')) return;
    void navigate(href);
  }

  return (
    <article
      onClick={openFromCard}
      className="flex cursor-pointer flex-col gap-3 rounded-2xl border border-border bg-surface p-4 transition-colors hover:border-primary"
    >
      <div className="flex items-start gap-2">
        <h3 className="min-w-0 flex-1 font-semibold">
          <Link to={href} dir="auto" className="rtl:text-right block truncate py-1 hover:underline">
            {name}
          </Link>
        </h3>
        <StatusBadge status={project.status} />
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={tasksId}
          aria-label={t(expanded ? 'overview.list.hideTasks' : 'overview.list.showTasks', {
            name,
          })}
          onClick={() => setExpanded((open) => !open)}
          className={iconButtonClass('-me-2 -mt-2 shrink-0')}
        >
          <ChevronDown
            aria-hidden="true"
            className={`size-5 transition-transform ${expanded ? 'rotate-180' : ''}`}
          />
        </button>
      </div>

      <div className="flex flex-col gap-1.5">
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="text-fg-muted">
            {t('overview.list.tasksCompleted', {
              completed: number(project.tasks.completed),
              total: number(project.tasks.total),
            })}
          </span>
          <span className="font-medium tabular-nums">
            {number(project.progress / 100, { style: 'percent' })}
          </span>
        </div>
        <ProgressBar value={project.progress} label={t('overview.list.progress')} />
      </div>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-fg-muted">
        <span className="inline-flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-3.5" />
          {t('overview.list.members', { count: project.team.length })}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-3.5" />
          {dueDay
            ? t('overview.list.due', { date: formatDay(dueDay, locale) })
            : t('overview.list.noDueDate')}
        </span>
      </div>

      {expanded ? (
        <ProjectTaskList id={tasksId} projectId={project.id} onOpenTask={onOpenTask} />
      ) : null}
    </article>
  );
}

/** The expanded task list of a card; mounting it is what loads the tasks (on demand). */
function ProjectTaskList({
  id,
  projectId,
  onOpenTask,
}: {
  id: string;
  projectId: string;
  onOpenTask: (task: Task) => void;
}) {
  const { t } = useTranslation();
  const tasks = useProjectTasks(projectId);
  let body;
  if (tasks.isPending) {
    body = <p className="py-2 text-sm text-fg-muted">{t('overview.list.loadingTasks')}</p>;
  } else if (!tasks.data || tasks.data.length === 0) {
    // A failed or forbidden load of a project's tasks shows an empty list.
    body = <p className="py-2 text-sm text-fg-muted">{t('overview.list.noTasks')}</p>;
  } else {
    body = (
      <ul className="flex flex-col">
        {tasks.data.map((task) => (
          <li key={task.id}>
            <button
              type="button"
              onClick={() => onOpenTask(task)}
              className="flex min-h-11 w-full items-center gap-2 rounded-lg px-2 text-start text-sm hover:bg-muted"
            >
              <span
                dir="auto"
                title={task.title}
                className="rtl:text-right min-w-0 flex-1 truncate"
              >
                {task.title}
              </span>
              <TaskStatusBadge status={task.status} />
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div id={id} data-card-tasks aria-live="polite" className="-mx-2 border-t border-border pt-2">
      {body}
    </div>
  );
}
