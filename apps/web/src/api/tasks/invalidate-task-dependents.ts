import type { QueryClient } from '@tanstack/react-query';
import { projectKeys } from '../projects/query-keys.ts';

/** Project progress, task counts, member workloads and activity all change with a task. */
export function invalidateTaskDependents(client: QueryClient, projectId: string) {
  void client.invalidateQueries({ queryKey: projectKeys.list() });
  void client.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
}
