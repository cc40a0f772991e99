import { useCallback, useMemo, useState } from 'react';
import type { Task } from '../../api/tasks/types.ts';
import type { TaskFormValues } from './task-form-state.ts';

/** Which task dialog is open; one at a time. */
export type TaskDialogState =
  | { kind: 'create'; preset: Partial<TaskFormValues> }
  | { kind: 'edit'; task: Task }
  | { kind: 'detail'; taskId: string }
  | { kind: 'delete'; task: Task }
  | null;

/** Opens and closes a page's task dialogs (create, edit, detail, delete). */
export function useTaskDialogs() {
  const [state, setState] = useState<TaskDialogState>(null);
  const openCreate = useCallback(
    (preset: Partial<TaskFormValues> = {}) => setState({ kind: 'create', preset }),
    [],
  );
  const openEdit = useCallback((task: Task) => setState({ kind: 'edit', task }), []);
  const openDetail = useCallback((task: Task) => setState({ kind: 'detail', taskId: task.id }), []);
  const openDelete = useCallback((task: Task) => setState({ kind: 'delete', task }), []);
  const close = useCallback(() => setState(null), []);
  return useMemo(
    () => ({ state, openCreate, openEdit, openDetail, openDelete, close }),
    [state, openCreate, openEdit, openDetail, openDelete, close],
  );
}

/** What useTaskDialogs returns. */
export type TaskDialogs = ReturnType<typeof useTaskDialogs>;
