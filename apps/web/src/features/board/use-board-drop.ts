import type { DragEndEvent } from '@dnd-kit/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../api/tasks/types.ts';
import { useDeleteTask } from '../../api/tasks/use-delete-task.ts';
import { useUpdateTask } from '../../api/tasks/use-update-task.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import type { BoardColumns } from './board-columns.ts';
import type { DragData, DropData } from './board-dnd-ids.ts';
import { dropPlace } from './board-position.ts';

/** How long a card dropped on the trash bin fades before it is deleted. */
const TRASH_FADE_MS = 600;

/**
 * What a drop does: on a column or a card it moves the task (optimistically, rolled back with
 * the spec's toast on failure); on the trash bin it fades the card for 600 ms, then deletes it,
 * and undoes the fade if the deletion fails. `columns` are what the user saw while dragging;
 * `live` the tasks now, so a card someone else deleted meanwhile is not moved back to life.
 */
export function useBoardDrop(columns: BoardColumns, live: readonly Task[]) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const [fading, setFading] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const unfade = useCallback((id: string) => {
    setFading((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  }, []);

  const trash = useCallback(
    (task: Task) => {
      setFading((current) => new Set(current).add(task.id));
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        remove.mutate(task.id, {
          onSuccess: () => unfade(task.id),
          onError: () => {
            unfade(task.id);
            toast.error(t('tasks.board.deleteFailed'));
          },
        });
      }, TRASH_FADE_MS);
      timers.current.add(timer);
    },
    [remove, toast, t, unfade],
  );

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
        if (task.can.delete) trash(task);
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
      update.mutate(
        { id: task.id, input: { status: target.status, position: place.position } },
        { onError: () => toast.error(t('tasks.board.moveFailed')) },
      );
    },
    [columns, live, trash, update, toast, t],
  );

  return { fading, onDragEnd };
}
