import { useQuery } from '@tanstack/react-query';
import { taskKeys } from './query-keys.ts';
import { fetchTasks } from './tasks-api.ts';

/** One project's tasks (its board). Shares the cache entry of useTasks({project_id}). */
export function useProjectTasks(projectId: string) {
  return useQuery({
    queryKey: taskKeys.list({ project_id: projectId }),
    queryFn: () => fetchTasks({ project_id: projectId }),
    enabled: projectId !== '',
  });
}
