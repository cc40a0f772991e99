import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateTaskDependents } from './invalidate-task-dependents.ts';
import { findCachedTask, removeTask, restoreTasks, snapshotTasks } from './task-cache.ts';
import { taskKeys } from './query-keys.ts';
import { deleteTask } from './tasks-api.ts';

/** Deletes a task optimistically; every cached list gets it back if the server refuses. */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteTask(id),
    onMutate: async (id) => {
      const snapshot = await snapshotTasks(queryClient, id);
      const projectId = findCachedTask(queryClient, id)?.project_id;
      removeTask(queryClient, id);
      return { snapshot, projectId };
    },
    onError: (_error, id, context) => {
      if (context) restoreTasks(queryClient, context.snapshot, id);
    },
    onSuccess: (_data, id, context) => {
      queryClient.removeQueries({ queryKey: taskKeys.detail(id) });
      if (context?.projectId) invalidateTaskDependents(queryClient, context.projectId);
    },
  });
}
