import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { COMMENT_PARAM, TASK_PARAM } from '@crewline/shared/domain/item-links';
import type { Task } from '../../api/tasks/types.ts';
import type { TaskFormValues } from './task-form-state.ts';

/** Which task dialog is open; one at a time. */
type TaskDialogState =
  | { kind: 'create'; preset: Partial<TaskFormValues> }
  | { kind: 'edit'; task: Task }
  | { kind: 'detail'; taskId: string }
  | { kind: 'delete'; task: Task }
  | null;

/**
 * Opens and closes a page's task dialogs (create, edit, detail, delete). A task's address
 * (`?task=<id>`, from a notification, an e-mail or a chat chip) opens that task's detail;
 * closing drops it, with the `?comment=` that pointed at one of its comments.
 */
export function useTaskDialogs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedTaskId = searchParams.get(TASK_PARAM);
  const [state, setState] = useState<TaskDialogState>(null);
  useEffect(() => {
    if (linkedTaskId) setState({ kind: 'detail', taskId: linkedTaskId });
  }, [linkedTaskId]);
  const openCreate = useCallback(
    (preset: Partial<TaskFormValues> = {}) => setState({ kind: 'create', preset }),
    [],
  );
  const openEdit = useCallback((task: Task) => setState({ kind: 'edit', task }), []);
  const openDetail = useCallback((task: Task) => setState({ kind: 'detail', taskId: task.id }), []);
  const openDelete = useCallback((task: Task) => setState({ kind: 'delete', task }), []);
  const close = useCallback(() => {
    setState(null);
    if (!linkedTaskId) return;
    setSearchParams(
      (params) => {
        params.delete(TASK_PARAM);
        params.delete(COMMENT_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [linkedTaskId, setSearchParams]);
  return useMemo(
    () => ({ state, openCreate, openEdit, openDetail, openDelete, close }),
    [state, openCreate, openEdit, openDetail, openDelete, close],
  );
}

/** What useTaskDialogs returns. */
export type TaskDialogs = ReturnType<typeof useTaskDialogs>;
