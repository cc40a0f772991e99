import { useQuery } from '@tanstack/react-query';
import { fetchMyInvitations } from './invitations-api.ts';
import { myInvitationsKey } from './query-keys.ts';

/** The invitations the caller received; invitation_changed frames mark them stale. */
export function useMyInvitations() {
  return useQuery({ queryKey: myInvitationsKey, queryFn: fetchMyInvitations });
}
