import { useQuery } from '@tanstack/react-query';
import { fetchComments } from './comments-api.ts';
import { commentKeys } from './query-keys.ts';

/** A project's own comments (not its tasks'), oldest first; socket frames keep them current. */
export function useProjectComments(projectId: string) {
  return useQuery({
    queryKey: commentKeys.project(projectId),
    queryFn: () => fetchComments({ kind: 'project', id: projectId }),
    enabled: projectId !== '',
  });
}
