import { dueDayOf } from '@crewline/shared/domain/due-labels';
import { isTaskDone } from '@crewline/shared/domain/task-enums';
import { Check, Copy, Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Project } from '../../api/projects/types.ts';
import { useProjectMilestones } from '../../api/milestones/use-milestones.ts';
import { useSprintName } from '../../api/sprints/use-sprint-name.ts';
import type { Task, TaskPriority, TaskStatus } from '../../api/tasks/types.ts';
import { Avatar } from '../../components/avatar.tsx';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { useCopied } from '../../components/use-copied.ts';
import { browserClock, formatDay } from '../../i18n/local-days.ts';
import { useDueText, type DueText } from '../../i18n/use-due-text.ts';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { FromMessageLink } from '../chat/from-message-link.tsx';
import { TaskComments } from '../comments/task-comments.tsx';
import { TaskTimeSection } from '../time/task-time-section.tsx';
import { TaskDependencies } from './task-dependencies.tsx';
import { Modal } from '../../components/modal.tsx';
import { projectDisplayName } from '../projects/project-name.ts';
import { TruncatedName } from '../../components/truncated-name.tsx';
import { StatusBadge } from '../projects/status-badge.tsx';

const PRIORITY_TONES: Record<TaskPriority, string> = {
  low: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  medium: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  high: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};

// Done (or completed), in progress and in review have their own colours; the rest
// show a neutral state.
const STATUS_TONES: Partial<Record<TaskStatus, string>> = {
  done: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  in_progress: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  in_review: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
};
const NEUTRAL = 'bg-muted text-fg-muted';

const DUE_TONES: Record<DueText['kind'], string> = {
  overdue: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  today: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  tomorrow: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  in_days: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  date: NEUTRAL,
};

const PILL = 'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium';

/** A task's priority as a coloured pill ("High", "Medium", "Low"). */
export function TaskPriorityBadge({ priority }: { priority: TaskPriority }) {
  const { t } = useTranslation();
  const known = priority in PRIORITY_TONES ? priority : 'medium';
  return (
    <span className={`${PILL} ${PRIORITY_TONES[known]}`}>
      {t('taskDetail.priorityLabel', { priority: t(`taskDetail.priority.${known}`) })}
    </span>
  );
}

/** A task's status as a pill; 'completed' reads as Done, unknown values as To Do. */
export function TaskStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known: TaskStatus = isTaskDone(status)
    ? 'done'
    : status === 'in_progress' || status === 'in_review'
      ? status
      : 'todo';
  return (
    <span className={`${PILL} ${STATUS_TONES[known] ?? NEUTRAL}`}>
      {t(`taskDetail.status.${known}`)}
    </span>
  );
}

/** A relative due label ("Overdue", "Due today", "Due in 3 days", a date) as a pill. */
export function DueBadge({ due }: { due: DueText }) {
  return <span className={`${PILL} ${DUE_TONES[due.kind]}`}>{due.text}</span>;
}

type TaskDetailDialogProps = {
  /** The task to show; null keeps the dialog closed. */
  task: Task | null;
  /** The task's project, for its name and status; omitted when not loaded. */
  project?: Pick<Project, 'id' | 'title' | 'status'> | null;
  onClose: () => void;
  /** When given, an Edit Task button calls it; without it there is no button. */
  onEdit?: (task: Task) => void;
  /** Someone else deleted the task while it was open: say so, offer no edit. */
  deleted?: boolean;
};

/**
 * The read-only view of a task: priority, status, relative due label, description,
 * due date, assignee, project with status, created date and a click-to-copy id. Escape and a
 * click outside close it (Radix).
 */
export function TaskDetailDialog({
  task,
  project,
  onClose,
  onEdit,
  deleted = false,
}: TaskDetailDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={task !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={task?.title ?? ''}
    >
      {deleted ? (
        <div className="mb-4">
          <FormAlert tone="error">{t('realtime.taskDeleted')}</FormAlert>
        </div>
      ) : null}
      {task ? <TaskDetailBody key={task.id} task={task} project={project} /> : null}
      {task && !deleted ? <TaskDependencies key={`links-${task.id}`} task={task} /> : null}
      {task && !deleted ? <TaskTimeSection key={`time-${task.id}`} task={task} /> : null}
      {task && !deleted ? <TaskComments key={`comments-${task.id}`} task={task} /> : null}
      {task && onEdit && !deleted ? (
        <div className="mt-6 flex justify-end border-t border-border pt-4">
          <button type="button" className={buttonClass('primary')} onClick={() => onEdit(task)}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('taskDetail.edit')}
          </button>
        </div>
      ) : null}
    </Modal>
  );
}

function TaskDetailBody({
  task,
  project,
}: Pick<TaskDetailDialogProps, 'project'> & { task: Task }) {
  const { t } = useTranslation();
  const { locale, date } = useFormatters();
  const dueText = useDueText();
  // The clock is read when the dialog opens on a task (the body is keyed by task id); the
  // label need not tick while the dialog is open.
  const [clock] = useState(browserClock);
  const due = dueText(task.due_date, task.status, clock);
  const dueDay = dueDayOf(task.due_date, clock.timeZone);
  const { copied, copy } = useCopied();

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap gap-2">
        <TaskPriorityBadge priority={task.priority} />
        <TaskStatusBadge status={task.status} />
        {due ? <DueBadge due={due} /> : null}
      </div>

      <section className="flex flex-col gap-1">
        <h3 className="text-sm font-medium text-fg-muted">{t('taskDetail.description')}</h3>
        {task.description.trim() ? (
          <p className="text-sm break-words whitespace-pre-wrap">{task.description}</p>
        ) : (
          <p className="text-sm text-fg-muted italic">{t('taskDetail.noDescription')}</p>
        )}
      </section>

      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail label={t('taskDetail.dueDate')}>
          {dueDay ? formatDay(dueDay, locale, { dateStyle: 'full' }) : t('taskDetail.noDueDate')}
        </Detail>
        <Detail label={t('taskDetail.assignee')}>
          {task.assignee ? (
            <span className="flex min-w-0 items-center gap-2">
              <Avatar name={task.assignee.name} src={task.assignee.avatar} size="sm" />
              <TruncatedName name={task.assignee.name} />
            </span>
          ) : (
            <span className="text-fg-muted">{t('taskDetail.unassigned')}</span>
          )}
        </Detail>
        {project ? (
          <Detail label={t('taskDetail.project')}>
            <span className="flex min-w-0 flex-wrap items-center gap-2">
              <Link
                to={`/dashboard/projects/${project.id}`}
                className="min-w-0 max-w-full font-medium text-primary hover:underline"
              >
                <TruncatedName name={projectDisplayName(project.title, t)} />
              </Link>
              <StatusBadge status={project.status} />
            </span>
          </Detail>
        ) : null}
        <TaskPlanningDetails task={task} />
        <Detail label={t('taskDetail.created')}>
          {date(task.created_at, { dateStyle: 'medium' })}
        </Detail>
      </dl>

      {task.created_from_message_id ? (
        <FromMessageLink messageId={task.created_from_message_id} />
      ) : null}

      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium text-fg-muted">{t('taskDetail.taskId')}</span>
        <button
          type="button"
          onClick={() => void copy(task.id).catch(() => undefined)}
          aria-label={t('taskDetail.copyId', { id: task.id })}
          className="flex min-h-11 w-full items-center gap-2 rounded-lg border border-border bg-muted/50 px-3 text-start font-mono text-xs hover:border-primary"
        >
          <span dir="ltr" className="min-w-0 flex-1 truncate">
            {task.id}
          </span>
          {copied ? (
            <Check aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
          ) : (
            <Copy aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
          )}
        </button>
        <span
          role="status"
          className="min-h-5 text-xs font-medium text-emerald-700 dark:text-emerald-400"
        >
          {copied ? t('taskDetail.copied') : ''}
        </span>
      </div>
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-sm font-medium text-fg-muted">{label}</dt>
      <dd className="min-w-0 text-sm">{children}</dd>
    </div>
  );
}

/** The task's sprint, and its start date, milestone and estimate when set. */
function TaskPlanningDetails({ task }: { task: Task }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const sprintName = useSprintName(task.project_id, task.sprint_id);
  const { locale } = useFormatters();
  const milestones = useProjectMilestones(task.milestone_id ? task.project_id : '').data;
  const milestoneName = milestones?.find((m) => m.id === task.milestone_id)?.name;
  return (
    <>
      <Detail label={t('sprints.field.sprint')}>
        {task.sprint_id ? (
          <TruncatedName name={sprintName ?? '…'} />
        ) : (
          <span className="text-fg-muted">{t('sprints.field.none')}</span>
        )}
      </Detail>
      {task.start_date ? (
        <Detail label={t('tasks.form.startDate')}>
          {formatDay(task.start_date, locale, { dateStyle: 'medium' })}
        </Detail>
      ) : null}
      {task.milestone_id ? (
        <Detail label={t('tasks.form.milestone')}>
          <TruncatedName name={milestoneName ?? '…'} />
        </Detail>
      ) : null}
      {task.estimate !== null ? (
        <Detail label={t('sprints.field.estimate')}>{number(task.estimate)}</Detail>
      ) : null}
    </>
  );
}
