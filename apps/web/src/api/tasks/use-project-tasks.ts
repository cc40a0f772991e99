import { useQuery } from '@tanstack/react-query';
import { taskKeys } from './query-keys.ts';
import { fetchProjectTasks } from './tasks-api.ts';

/**
 * One project's tasks (its board), from the project's cached board route. Shares the cache entry
 * of useTasks({project_id}): both routes return the same tasks, presented for the caller.
 */
export function useProjectTasks(projectId: string) {
  return useQuery({
    queryKey: taskKeys.list({ project_id: projectId }),
    queryFn: () => fetchProjectTasks(projectId),
    enabled: projectId !== '',
  });
}
