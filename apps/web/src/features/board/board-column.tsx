import type { TaskStatus } from '@crewline/shared/domain/task-enums';
import { useDroppable } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Inbox, Plus } from 'lucide-react';
import { memo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../api/tasks/types.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { columnDropId, type DropData } from './board-dnd-ids.ts';
import { DraggableCard } from './draggable-card.tsx';
import type { CardActions } from './task-card.tsx';

/** Columns longer than this render only the cards in view (the 2,000-task budget). */
const VIRTUALIZE_AFTER = 30;

const CARD_GAP = 8;
const ESTIMATED_CARD_HEIGHT = 104;

const STATUS_DOTS: Record<TaskStatus, string> = {
  todo: 'bg-slate-400',
  in_progress: 'bg-sky-500',
  in_review: 'bg-violet-500',
  done: 'bg-emerald-500',
};

type BoardColumnProps = CardActions & {
  status: TaskStatus;
  tasks: Task[];
  /** Whether the viewer may drag cards (per card, `can.update` also applies). */
  canMove: boolean;
  projectNames?: ReadonlyMap<string, string>;
  onAddTask?: (status: TaskStatus) => void;
  /** The column's voice-record button, supplied by the voice feature. */
  extraAction?: ReactNode;
  /** A drop now would land in this column (over it or one of its cards). */
  targeted: boolean;
};

/**
 * One status column: header with count, Add Task and the voice slot, and its cards. Memoised
 * (as are its cards) so a drag or a move re-renders only the columns it touches.
 */
export const BoardColumn = memo(function BoardColumn({
  status,
  tasks,
  canMove,
  projectNames,
  onAddTask,
  extraAction,
  targeted,
  ...actions
}: BoardColumnProps) {
  const { t } = useTranslation();
  const label = t(`tasks.status.${status}`);
  const drop = useDroppable({
    id: columnDropId(status),
    data: { type: 'column', status } satisfies DropData,
  });

  const renderCard = (task: Task) => (
    <DraggableCard
      task={task}
      projectName={projectNames?.get(task.project_id)}
      draggable={canMove && task.can.update}
      onOpen={actions.onOpen}
      onEdit={task.can.update ? actions.onEdit : undefined}
      onDelete={task.can.delete ? actions.onDelete : undefined}
    />
  );

  return (
    <section
      ref={drop.setNodeRef}
      data-testid={`column-${status}`}
      aria-label={t('tasks.board.columnLabel', { status: label, count: tasks.length })}
      className={`flex min-w-0 flex-col rounded-2xl border transition-colors ${
        targeted ? 'border-primary bg-primary-soft/60' : 'border-border bg-muted/50'
      }`}
    >
      <header className="flex items-center gap-2 px-3 pt-3 pb-2">
        <span
          aria-hidden="true"
          className={`size-2.5 shrink-0 rounded-full ${STATUS_DOTS[status]}`}
        />
        <h2 className="min-w-0 truncate text-sm font-semibold">{label}</h2>
        <span
          data-testid="column-count"
          className="rounded-full bg-surface px-2 py-0.5 text-xs font-medium text-fg-muted"
        >
          {tasks.length}
        </span>
        <span className="ms-auto flex items-center gap-1">{extraAction}</span>
      </header>
      {tasks.length === 0 ? (
        <div className="mx-3 mb-2 flex flex-col items-center gap-1 rounded-xl border border-dashed border-border px-3 py-8 text-center">
          <Inbox aria-hidden="true" className="size-6 text-fg-muted" />
          <p className="text-sm font-medium">{t('tasks.board.emptyTitle')}</p>
          {/* Only someone who can move and create tasks is told to. */}
          {canMove ? <p className="text-xs text-fg-muted">{t('tasks.board.emptyBody')}</p> : null}
        </div>
      ) : tasks.length > VIRTUALIZE_AFTER ? (
        <VirtualCards tasks={tasks} renderCard={renderCard} />
      ) : (
        <ul className="flex max-h-[70dvh] flex-col gap-2 overflow-y-auto px-3 pt-1 pb-2 lg:max-h-[calc(100dvh-18rem)]">
          {tasks.map((task) => (
            <li key={task.id}>{renderCard(task)}</li>
          ))}
        </ul>
      )}
      {onAddTask ? (
        <div className="px-3 pb-3">
          <button
            type="button"
            className={buttonClass('ghost', 'sm', 'w-full justify-start text-fg-muted')}
            aria-label={t('tasks.board.addTaskTo', { status: label })}
            onClick={() => onAddTask(status)}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('tasks.board.addTask')}
          </button>
        </div>
      ) : null}
    </section>
  );
});

/** A long column: only the cards in (and just around) the scrolled view are mounted. */
function VirtualCards({
  tasks,
  renderCard,
}: {
  tasks: Task[];
  renderCard: (task: Task) => ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: tasks.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    getItemKey: (index) => tasks[index]?.id ?? index,
    gap: CARD_GAP,
    overscan: 4,
    paddingStart: 4,
    paddingEnd: 8,
  });
  return (
    <div
      ref={scroller}
      data-testid="virtual-column"
      className="max-h-[70dvh] overflow-y-auto px-3 lg:max-h-[calc(100dvh-18rem)]"
    >
      <ul className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const task = tasks[item.index];
          if (!task) return null;
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="absolute inset-x-0 top-0"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {renderCard(task)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
