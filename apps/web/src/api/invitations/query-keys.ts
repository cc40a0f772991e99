/** Query key of the invitations the caller received. */
export const myInvitationsKey = ['invitations', 'mine'] as const;
