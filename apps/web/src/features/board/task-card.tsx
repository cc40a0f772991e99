import { Pencil, Trash2 } from 'lucide-react';
import { memo, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSprintName } from '../../api/sprints/use-sprint-name.ts';
import type { Task } from '../../api/tasks/types.ts';
import { Avatar } from '../../components/avatar.tsx';
import { iconButtonClass } from '../../components/button-styles.ts';
import { DuePill, PriorityPill } from '../tasks/task-pills.tsx';
import { CardTimerBadge } from '../time/card-timer-badge.tsx';
import { useBoardDueText } from './use-board-due-text.ts';

/** A click opens a card only if the pointer moved no more than this. */
const CLICK_TOLERANCE_PX = 5;

/** What a card can do; every handler is optional so an overlay copy can render inert. */
export type CardActions = {
  onOpen?: (task: Task) => void;
  onEdit?: (task: Task) => void;
  onDelete?: (task: Task) => void;
};

type TaskCardBodyProps = CardActions & {
  task: Task;
  projectName?: string;
  /** The card is being dragged (its place in the column shows faded). */
  ghost?: boolean;
  /** A drop here would put the dragged card in this card's place. */
  targeted?: boolean;
  /** The floating copy under the pointer. */
  overlay?: boolean;
  /** Prefix of the ids of the card's texts, by which the draggable wrapper is named. */
  textIds?: string;
};

const ACTION = '[data-card-action]';

/**
 * A task card: title, description, priority, due label and assignee, with edit and delete on
 * hover (always shown on touch screens, which have no hover). Memoised: while a card is dragged
 * the board re-renders its droppables, and only the cards whose props change should repaint.
 */
export const TaskCardBody = memo(function TaskCardBody({
  task,
  projectName,
  ghost = false,
  targeted = false,
  overlay = false,
  textIds,
  onOpen,
  onEdit,
  onDelete,
}: TaskCardBodyProps) {
  const { t } = useTranslation();
  const dueText = useBoardDueText()(task.due_date, task.status, new Date());
  const sprintName = useSprintName(task.project_id, task.sprint_id);
  const down = useRef<{ x: number; y: number } | null>(null);

  function pointerDown(event: PointerEvent) {
    down.current = { x: event.clientX, y: event.clientY };
  }

  function click(event: React.MouseEvent) {
    if (!onOpen || (event.target as Element).closest(ACTION)) return;
    const start = down.current;
    // A keyboard "click" (Enter) has no pointer-down; a pointer must not have travelled.
    if (start && event.detail > 0) {
      const moved = Math.hypot(event.clientX - start.x, event.clientY - start.y);
      if (moved > CLICK_TOLERANCE_PX) return;
    }
    onOpen(task);
  }

  return (
    <article
      data-testid="task-card"
      data-task-id={task.id}
      onPointerDownCapture={pointerDown}
      onClick={click}
      className={`group relative flex flex-col gap-2 rounded-xl border bg-surface p-3 text-start shadow-sm transition-[opacity,box-shadow] duration-[600ms] ${
        targeted ? 'border-primary ring-2 ring-primary/40' : 'border-border'
      } ${ghost ? 'opacity-40' : ''} ${
        overlay
          ? 'cursor-grabbing shadow-xl ring-2 ring-primary/50'
          : onOpen
            ? 'cursor-pointer hover:shadow-md'
            : ''
      }`}
    >
      <h3
        id={textIds && `${textIds}-title`}
        dir="auto"
        title={task.title}
        className={`line-clamp-3 py-0.5 text-sm font-semibold [overflow-wrap:anywhere] ${onEdit || onDelete ? 'pointer-coarse:pe-24' : ''}`}
      >
        {task.title}
      </h3>
      {onEdit || onDelete ? (
        // Over the title's end instead of beside it, so a hidden pair never narrows the title.
        <div className="absolute end-1 top-1 flex rounded-lg bg-surface opacity-0 shadow-sm transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 pointer-coarse:opacity-100 pointer-coarse:shadow-none">
          {onEdit ? (
            <button
              type="button"
              data-card-action=""
              className={iconButtonClass()}
              aria-label={t('tasks.board.edit')}
              title={t('tasks.board.edit')}
              onPointerDown={(event) => event.stopPropagation()}
              onKeyDown={(event) => event.stopPropagation()}
              onClick={() => onEdit(task)}
            >
              <Pencil aria-hidden="true" className="size-4" />
            </button>
          ) : null}
          {onDelete ? (
            <button
              type="button"
              data-card-action=""
              className={iconButtonClass('hover:text-red-600')}
              aria-label={t('tasks.board.delete')}
              title={t('tasks.board.delete')}
              onPointerDown={(event) => event.stopPropagation()}
              onKeyDown={(event) => event.stopPropagation()}
              onClick={() => onDelete(task)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
      ) : null}
      {task.description ? (
        <p
          id={textIds && `${textIds}-description`}
          dir="auto"
          className="line-clamp-2 text-xs break-words text-fg-muted"
        >
          {task.description}
        </p>
      ) : null}
      {projectName ? (
        <p id={textIds && `${textIds}-project`} className="truncate text-xs text-fg-muted">
          {projectName}
        </p>
      ) : null}
      <div id={textIds && `${textIds}-meta`} className="flex flex-wrap items-center gap-1.5">
        <PriorityPill priority={task.priority} />
        {dueText ? <DuePill kind={dueText.kind} text={dueText.text} /> : null}
        <CardTimerBadge taskId={task.id} />
        {sprintName ? (
          <span
            className="max-w-[10rem] truncate rounded bg-muted px-1.5 py-0.5 text-xs text-fg-muted"
            title={t('sprints.badge', { name: sprintName })}
          >
            <span className="sr-only">{t('sprints.badge', { name: '' })}</span>
            {sprintName}
          </span>
        ) : null}
        {task.blocked_by.length > 0 ? (
          <span className="rounded border border-red-300 px-1.5 py-0.5 text-xs font-medium text-red-800 dark:border-red-800 dark:text-red-200">
            {t('tasks.dependencies.chipBlockedBy', { count: task.blocked_by.length })}
          </span>
        ) : null}
        {task.blocks.length > 0 ? (
          <span className="rounded border border-border px-1.5 py-0.5 text-xs text-fg-muted">
            {t('tasks.dependencies.chipBlocks', { count: task.blocks.length })}
          </span>
        ) : null}
        <span className="ms-auto" title={task.assignee?.name ?? t('tasks.board.unassigned')}>
          {task.assignee ? (
            <>
              <Avatar name={task.assignee.name} src={task.assignee.avatar} size="sm" />
              <span className="sr-only">
                {t('tasks.board.assignedTo', { name: task.assignee.name })}
              </span>
            </>
          ) : null}
        </span>
      </div>
    </article>
  );
});
