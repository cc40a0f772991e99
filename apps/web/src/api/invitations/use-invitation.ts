import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../api-error.ts';
import { fetchInvitation } from './invitations-api.ts';
import { myInvitationKey } from './query-keys.ts';

/** One invitation the caller received; a 404 (not theirs, or gone) is an answer, not retried. */
export function useInvitation(invitationId: string) {
  return useQuery({
    queryKey: myInvitationKey(invitationId),
    queryFn: () => fetchInvitation(invitationId),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}
