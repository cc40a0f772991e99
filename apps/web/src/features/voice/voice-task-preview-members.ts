import { useQuery } from '@tanstack/react-query';
import { fetchMembers, type Member } from '../../api/members/members-api.ts';
import { projectKeys } from '../../api/projects/query-keys.ts';

const NO_MEMBERS: Member[] = [];

/**
 * The members of the project the preview would create in, for matching the spoken assignee.
 * Shares the cache of `useMembers` (same key) but waits while no project is chosen, where
 * `useMembers` would ask for a project with an empty id.
 */
export function usePreviewMembers(projectId: string) {
  const query = useQuery({
    queryKey: projectKeys.members(projectId),
    queryFn: () => fetchMembers(projectId),
    enabled: projectId !== '',
  });
  return { members: query.data ?? NO_MEMBERS, loading: projectId !== '' && query.isPending };
}
