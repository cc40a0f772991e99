import { useQuery } from '@tanstack/react-query';
import { fetchComments } from './comments-api.ts';
import { commentKeys } from './query-keys.ts';

/** A task's comments, oldest first; socket frames keep them current. */
export function useTaskComments(taskId: string) {
  return useQuery({
    queryKey: commentKeys.task(taskId),
    queryFn: () => fetchComments({ kind: 'task', id: taskId }),
    enabled: taskId !== '',
  });
}
