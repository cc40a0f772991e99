import { useQuery } from '@tanstack/react-query';
import { projectKeys } from '../projects/query-keys.ts';
import { fetchMembers } from './members-api.ts';

/** A project's members with their assigned-task counts. */
export function useMembers(projectId: string) {
  return useQuery({
    queryKey: projectKeys.members(projectId),
    queryFn: () => fetchMembers(projectId),
  });
}
