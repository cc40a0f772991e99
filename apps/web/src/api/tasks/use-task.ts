import { useQuery, useQueryClient } from '@tanstack/react-query';
import { findCachedTask } from './task-cache.ts';
import { taskKeys } from './query-keys.ts';
import { fetchTask } from './tasks-api.ts';

/** One task; starts from the copy in any cached list so a dialog opens without a spinner. */
export function useTask(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: taskKeys.detail(id),
    queryFn: () => fetchTask(id),
    enabled: id !== '',
    initialData: () => findCachedTask(queryClient, id),
  });
}
