import { useCallback, useSyncExternalStore } from 'react';
import { remoteDeletions } from './remote-deletions.ts';

/** Whether the task was deleted by someone else while this tab had it on screen. */
export function useDeletedRemotely(taskId: string | null | undefined): boolean {
  const read = useCallback(() => (taskId ? remoteDeletions.has(taskId) : false), [taskId]);
  return useSyncExternalStore(remoteDeletions.subscribe, read, read);
}
