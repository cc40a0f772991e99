import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '../projects/query-keys.ts';
import { cancelInvitation } from './invitations-api.ts';

/** Cancels a pending invitation of a project. */
export function useCancelInvitation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => cancelInvitation(projectId, invitationId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
  });
}
