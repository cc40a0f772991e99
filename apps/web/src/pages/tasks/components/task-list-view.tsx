import type { TaskStatus } from '@crewline/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../api/tasks/types.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { iconButtonClass } from '../../../components/button-styles.ts';
import { useBoardDueText } from '../../../features/board/use-board-due-text.ts';
import { DuePill, PriorityPill } from '../../../features/tasks/task-pills.tsx';

type TaskListViewProps = {
  groups: { status: TaskStatus; tasks: Task[] }[];
  projectNames: ReadonlyMap<string, string>;
  onOpen: (task: Task) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
};

/** The list view: tasks under their status headings, empty groups already left out. */
export function TaskListView({
  groups,
  projectNames,
  onOpen,
  onEdit,
  onDelete,
}: TaskListViewProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      {groups.map((group) => (
        <section
          key={group.status}
          aria-labelledby={`group-${group.status}`}
          data-testid={`group-${group.status}`}
        >
          <h2 id={`group-${group.status}`} className="mb-2 text-sm font-semibold text-fg-muted">
            {t('tasks.screen.groupLabel', {
              status: t(`tasks.status.${group.status}`),
              count: group.tasks.length,
            })}
          </h2>
          <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface">
            {group.tasks.map((task) => (
              <TaskRow
                key={task.id}
                task={task}
                projectName={projectNames.get(task.project_id)}
                onOpen={onOpen}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function TaskRow({
  task,
  projectName,
  onOpen,
  onEdit,
  onDelete,
}: {
  task: Task;
  projectName?: string;
  onOpen: (task: Task) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}) {
  const { t } = useTranslation();
  const due = useBoardDueText()(task.due_date, task.status, new Date());
  return (
    <li data-testid="task-row" className="group flex items-center gap-2 px-2 hover:bg-muted/50">
      <button
        type="button"
        onClick={() => onOpen(task)}
        className="flex min-h-14 min-w-0 flex-1 flex-col items-start gap-1 px-2 py-2 text-start"
      >
        <span dir="auto" className="w-full truncate text-start text-sm font-medium">
          {task.title}
        </span>
        <span className="flex w-full flex-wrap items-center gap-1.5 text-xs text-fg-muted">
          <PriorityPill priority={task.priority} />
          {due ? <DuePill kind={due.kind} text={due.text} /> : null}
          {projectName ? <span className="truncate">{projectName}</span> : null}
        </span>
      </button>
      {task.assignee ? (
        <span title={task.assignee.name} className="hidden sm:inline-flex">
          <Avatar name={task.assignee.name} src={task.assignee.avatar} size="sm" />
        </span>
      ) : null}
      {task.can.update ? (
        <button
          type="button"
          className={iconButtonClass()}
          aria-label={t('tasks.board.edit')}
          title={t('tasks.board.edit')}
          onClick={() => onEdit(task)}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      {task.can.delete ? (
        <button
          type="button"
          className={iconButtonClass('hover:text-red-600')}
          aria-label={t('tasks.board.delete')}
          title={t('tasks.board.delete')}
          onClick={() => onDelete(task)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </li>
  );
}
