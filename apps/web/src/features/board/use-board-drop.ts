import type { DragEndEvent } from '@dnd-kit/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../api/tasks/types.ts';
import { useUpdateTask } from '../../api/tasks/use-update-task.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import type { BoardColumns } from './board-columns.ts';
import type { DragData, DropData } from './board-dnd-ids.ts';
import { dropPlace } from './board-position.ts';

/**
 * Puts focus back on a moved card once it is drawn in its new place: moving it to another
 * column mounts it anew, and focus fell back to the top of the page (some 40 Tabs from where
 * a keyboard user was working).
 */
function keepFocusOn(taskId: string): void {
  requestAnimationFrame(() => {
    const cards = document.querySelectorAll<HTMLElement>('[data-task-card]');
    [...cards].find((card) => card.dataset.taskCard === taskId)?.focus();
  });
}

/**
 * What a drop does: on a column or a card it moves the task (optimistically, rolled back with
 * the spec's toast on failure); on the trash bin it asks, as the card's delete button does
 * (`onTrash` opens the same confirmation: deleting shared work always asks). `columns` are what
 * the user saw while dragging; `live` the tasks now, so a card someone else deleted meanwhile is
 * not moved back to life.
 */
export function useBoardDrop(
  columns: BoardColumns,
  live: readonly Task[],
  onTrash: ((task: Task) => void) | undefined,
) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateTask();

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      const task = (active.data.current as DragData | undefined)?.task;
      const target = over?.data.current as DropData | undefined;
      if (!task) return;
      if (!live.some((current) => current.id === task.id)) {
        toast.error(t('realtime.movedTaskDeleted'));
        return;
      }
      if (!target) return;
      if (target.type === 'trash') {
        if (task.can.delete) onTrash?.(task);
        return;
      }
      // Positions are kept per project: on a board showing several projects only the dragged
      // task's own project's cards count as neighbours.
      const column = columns[target.status].filter((other) => other.project_id === task.project_id);
      const overId =
        target.type === 'card' && target.task.project_id === task.project_id
          ? target.task.id
          : null;
      const place = dropPlace(column, task.id, overId);
      if (place === null) return;
      keepFocusOn(task.id);
      update.mutate(
        { id: task.id, input: { status: target.status, position: place.position } },
        { onError: () => toast.error(t('tasks.board.moveFailed')) },
      );
    },
    [columns, live, onTrash, update, toast, t],
  );

  return { onDragEnd };
}
