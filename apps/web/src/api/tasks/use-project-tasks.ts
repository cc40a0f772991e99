import { useQuery } from '@tanstack/react-query';
import { taskKeys } from './query-keys.ts';
import { fetchProjectTasks } from './tasks-api.ts';

/**
 * One project's tasks (its board), from the project's cached board route. Shares the cache entry
 * of useTasks({project_id}): both routes return the same tasks, presented for the caller.
 */
export function useProjectTasks(projectId: string) {
  return useQuery({ ...projectTasksQuery(projectId), enabled: projectId !== '' });
}

/** How a project's board is read and cached. */
export const projectTasksQuery = (projectId: string) => ({
  queryKey: taskKeys.list({ project_id: projectId }),
  queryFn: () => fetchProjectTasks(projectId),
});
