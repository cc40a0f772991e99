import { useQuery } from '@tanstack/react-query';
import { projectKeys } from '../projects/query-keys.ts';
import { fetchProjectInvitations } from './invitations-api.ts';

/** A project's invitations; only asked for when the caller may see them (`can.view_invitations`). */
export function useProjectInvitations(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.invitations(projectId),
    queryFn: () => fetchProjectInvitations(projectId),
    enabled,
  });
}
