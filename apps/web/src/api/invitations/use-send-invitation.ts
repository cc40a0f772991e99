import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '../projects/query-keys.ts';
import type { InvitationCreateInput } from '@crewline/shared/contracts/invitations';
import { sendInvitation } from './invitations-api.ts';

/** Invites someone to a project; the invitation list and the feed refresh. */
export function useSendInvitation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationCreateInput) => sendInvitation(projectId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
  });
}
