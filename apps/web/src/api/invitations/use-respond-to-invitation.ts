import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '../projects/query-keys.ts';
import { respondToInvitation } from './invitations-api.ts';
import { myInvitationsKey } from './query-keys.ts';

/** Accepts or declines an invitation; the caller's invitations and projects refresh either way. */
export function useRespondToInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'accepted' | 'declined' }) =>
      respondToInvitation(id, status),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myInvitationsKey }),
        queryClient.invalidateQueries({ queryKey: projectKeys.list() }),
      ]);
    },
  });
}
