import type { TaskStatus } from '@crewline/shared/domain/task-enums';
import type { Task } from '../../api/tasks/types.ts';

/** The trash bin's droppable id. */
export const TRASH_ID = 'board-trash';

/** A column's droppable id. */
export const columnDropId = (status: TaskStatus) => `column:${status}`;

/** A card's droppable id (its draggable id is the task id). */
export const cardDropId = (taskId: string) => `card:${taskId}`;

/** What each droppable carries, so drop handling never parses ids. */
export type DropData =
  | { type: 'column'; status: TaskStatus }
  | { type: 'card'; status: TaskStatus; task: Task }
  | { type: 'trash' };

/** What the dragged card carries. */
export type DragData = { task: Task };
