import { useQuery } from '@tanstack/react-query';
import { sprintKeys } from './query-keys.ts';
import { fetchProjectSprints } from './sprints-api.ts';

/**
 * The name of a task's sprint, read from the project's (shared, cached) sprint list; null for a
 * task in no sprint (which reads nothing) or while the list loads.
 */
export function useSprintName(projectId: string, sprintId: string | null): string | null {
  const query = useQuery({
    queryKey: sprintKeys.project(projectId),
    queryFn: () => fetchProjectSprints(projectId),
    enabled: sprintId !== null && projectId !== '',
  });
  if (!sprintId) return null;
  return query.data?.find((s) => s.id === sprintId)?.name ?? null;
}
