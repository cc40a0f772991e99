import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateTaskDependents } from './invalidate-task-dependents.ts';
import { taskKeys } from './query-keys.ts';
import { findCachedTask, restoreTasks, snapshotTasks, writeTask } from './task-cache.ts';
import { updateTask } from './tasks-api.ts';
import type { TaskUpdateInput } from './types.ts';

/** What useUpdateTask's mutate takes. */
type UpdateTaskVariables = { id: string; input: TaskUpdateInput };

/**
 * Changes a task optimistically: every cached list shows the change at once (a dropped card
 * stays where it was dropped) and is rolled back if the server refuses. On success the server's
 * copy replaces the guess (it may have chosen the position). Callers show their own error text.
 */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: UpdateTaskVariables) => updateTask(id, input),
    onMutate: async ({ id, input }) => {
      const snapshot = await snapshotTasks(queryClient, id);
      const current = findCachedTask(queryClient, id);
      if (current) {
        // The assignee object follows assignee_id only when unassigning; a new assignee's name
        // arrives with the server's reply.
        const assignee = input.assignee_id === null ? { assignee: null } : {};
        writeTask(queryClient, { ...current, ...input, ...assignee });
      }
      return { snapshot };
    },
    onError: (_error, { id }, context) => {
      if (context) restoreTasks(queryClient, context.snapshot, id);
    },
    onSuccess: (task, { input }) => {
      writeTask(queryClient, task);
      invalidateTaskDependents(queryClient, task.project_id);
      // A drop that landed elsewhere than asked means the server renumbered the column (its
      // gaps were spent): the other cards' positions changed too, so read the lists again.
      if (input.position !== undefined && task.position !== input.position) {
        void queryClient.invalidateQueries({ queryKey: taskKeys.lists() });
      }
    },
  });
}
