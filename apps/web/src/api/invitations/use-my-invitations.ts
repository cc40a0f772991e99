import { useQuery } from '@tanstack/react-query';
import { fetchMyInvitations } from './invitations-api.ts';
import { myInvitationsKey } from './query-keys.ts';

/** The invitations the caller received; refetched on focus until notifications push them. */
export function useMyInvitations() {
  return useQuery({
    queryKey: myInvitationsKey,
    queryFn: fetchMyInvitations,
    refetchOnWindowFocus: 'always',
  });
}
