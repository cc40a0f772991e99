import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { withMemberPresence } from '../presence/online-overlay.ts';
import { useOnlineLookup } from '../presence/use-online-lookup.ts';
import { projectKeys } from '../projects/query-keys.ts';
import { fetchMembers, type Member } from './members-api.ts';

/** A project's members with their assigned-task counts and live presence. */
export function useMembers(projectId: string) {
  const online = useOnlineLookup();
  const select = useCallback(
    (members: Member[]) => (online ? withMemberPresence(members, online) : members),
    [online],
  );
  return useQuery({
    queryKey: projectKeys.members(projectId),
    queryFn: () => fetchMembers(projectId),
    // '' is "no project chosen yet" (a form before its project is picked): nothing to fetch.
    enabled: projectId !== '',
    select,
  });
}
