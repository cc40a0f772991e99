import { TASK_STATUSES, type TaskStatus } from '@crewline/shared/domain/task-enums';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { Task } from '../../api/tasks/types.ts';
import { boardCollision, boardKeyboardCoordinates } from './board-collision.ts';
import { boardColumns, reuseUnchanged, type BoardColumns } from './board-columns.ts';
import type { DragData, DropData } from './board-dnd-ids.ts';
import { BoardColumn } from './board-column.tsx';
import { TaskCardBody, type CardActions } from './task-card.tsx';
import { TrashBin } from './trash-bin.tsx';
import { useBoardAnnouncements } from './use-board-announcements.ts';
import { useBoardDrop } from './use-board-drop.ts';

/** Drag starts only after the pointer moves this far. */
const DRAG_ACTIVATION_PX = 8;

type TaskBoardProps = CardActions & {
  tasks: readonly Task[];
  /** The viewer may move cards at all (a project's `can.edit_tasks`); cards add `can.update`. */
  canMove: boolean;
  /** Shows each column's Add Task, which opens the create dialog with that status. */
  onAddTask?: (status: TaskStatus) => void;
  /** Project names shown on cards, for a board of several projects (the Tasks screen). */
  projectNames?: ReadonlyMap<string, string>;
  /** The voice-record button of a column (wired by the voice feature). */
  columnAction?: (status: TaskStatus) => ReactNode;
};

/**
 * The four-column task board (docs/PRODUCT.md, Task board): mouse, touch and keyboard dragging between and
 * within columns, a trash bin while dragging, optimistic moves with rollback.
 */
export function TaskBoard({
  tasks,
  canMove,
  onAddTask,
  projectNames,
  columnAction,
  onOpen,
  onEdit,
  onDelete,
}: TaskBoardProps) {
  const previous = useRef<BoardColumns | null>(null);
  const live = useMemo(() => reuseUnchanged(previous.current, boardColumns(tasks)), [tasks]);
  previous.current = live;
  // During a drag the board shows the columns as they were when it started: a remote update
  // must not pull the card (or its neighbours, the drop targets) from under the pointer. The
  // drop lands among the cards the user saw; the live columns return right after it.
  const [frozen, setFrozen] = useState<BoardColumns | null>(null);
  const columns = frozen ?? live;
  const [dragged, setDragged] = useState<Task | null>(null);
  // The column a drop would land in; state changes only when that column changes.
  const [overStatus, setOverStatus] = useState<TaskStatus | null>(null);
  const { onDragEnd } = useBoardDrop(columns, tasks, onDelete);
  const accessibility = useBoardAnnouncements();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: DRAG_ACTIVATION_PX } }),
    // A long press starts a touch drag so a swipe still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: boardKeyboardCoordinates,
      // Enter opens the card; Space picks it up and puts it down.
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
    }),
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={boardCollision}
      accessibility={accessibility}
      onDragStart={({ active }: DragStartEvent) => {
        setFrozen(live);
        setDragged((active.data.current as DragData | undefined)?.task ?? null);
      }}
      onDragOver={({ over }) => {
        const target = over?.data.current as DropData | undefined;
        setOverStatus(target && target.type !== 'trash' ? target.status : null);
      }}
      onDragCancel={() => {
        setFrozen(null);
        setDragged(null);
        setOverStatus(null);
      }}
      onDragEnd={(event) => {
        setFrozen(null);
        setDragged(null);
        setOverStatus(null);
        onDragEnd(event);
      }}
    >
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2 xl:grid-cols-4">
        {TASK_STATUSES.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            tasks={columns[status]}
            canMove={canMove}
            projectNames={projectNames}
            onAddTask={onAddTask}
            extraAction={columnAction?.(status)}
            targeted={overStatus === status}
            onOpen={onOpen}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ))}
      </div>
      <TrashBin visible={dragged !== null && dragged.can.delete} />
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <TaskCardBody
            task={dragged}
            projectName={projectNames?.get(dragged.project_id)}
            overlay
          />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
