import { useQuery } from '@tanstack/react-query';
import { taskKeys } from './query-keys.ts';
import { fetchTasks } from './tasks-api.ts';
import type { TaskListFilters } from './types.ts';

/** The caller's tasks across projects, optionally filtered by project and/or assignee. */
export function useTasks(filters: TaskListFilters = {}) {
  return useQuery({ queryKey: taskKeys.list(filters), queryFn: () => fetchTasks(filters) });
}
