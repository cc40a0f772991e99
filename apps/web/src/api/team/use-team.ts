import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePresence } from '../presence/use-presence.ts';
import { teamKey } from './query-keys.ts';
import { fetchTeam, type TeamPerson } from './team-api.ts';
import { withPresence } from './team-presence.ts';

/**
 * Everyone who shares a project with the caller. Member, task and project frames mark it stale
 * (the realtime appliers); presence comes live from the presence store.
 */
export function useTeam() {
  const { data: presence } = usePresence();
  const select = useCallback((people: TeamPerson[]) => withPresence(people, presence), [presence]);
  return useQuery({ queryKey: teamKey, queryFn: fetchTeam, select });
}
