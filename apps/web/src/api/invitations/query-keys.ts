/** Query key of the invitations the caller received. */
export const myInvitationsKey = ['invitations', 'mine'] as const;
/** Query key of one invitation the caller received: under the list's, so what refreshes one refreshes both. */
export const myInvitationKey = (id: string) => [...myInvitationsKey, id] as const;
