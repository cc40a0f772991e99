import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateTaskDependents } from './invalidate-task-dependents.ts';
import { writeTask } from './task-cache.ts';
import { createTask } from './tasks-api.ts';
import type { TaskCreateInput } from './types.ts';

/**
 * Creates a task. Not optimistic: the card needs the server's id and position before it can be
 * dragged, and a create is one quick round trip; the new task is written into every cached list.
 */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TaskCreateInput) => createTask(input),
    onSuccess: (task) => {
      writeTask(queryClient, task);
      invalidateTaskDependents(queryClient, task.project_id);
    },
  });
}
