import type { InvitationState } from '@crewline/shared/contracts/invitations';
import type { MemberRole } from '@crewline/shared/contracts/members';
import type { InvitationJson } from '@crewline/shared/contracts/people-responses';
import type { invitations } from '../../db/schema.ts';
import { initialsOf } from '../users/initials-presenter.ts';

type InvitationRow = typeof invitations.$inferSelect;

/** An invitation with the names its lists show. */
export type InvitationRecord = InvitationRow & {
  inviteeName: string;
  inviterName: string | null;
  projectName: string;
};

export type { InvitationJson };

/** Whether a pending invitation has passed its lifetime at `now`. */
export function isExpired(row: Pick<InvitationRow, 'status' | 'expiresAt'>, now: Date): boolean {
  return row.status === 'pending' && row.expiresAt.getTime() <= now.getTime();
}

/**
 * Presents an invitation as seen at `now` (expiry is derived, never stored). `showEmail` comes
 * from the invitation policy; without it the address is null, never left to the client to hide.
 */
export function presentInvitation(
  record: InvitationRecord,
  now: Date,
  showEmail: boolean,
): InvitationJson {
  const expired = isExpired(record, now);
  const email = showEmail ? record.email : null;
  return {
    id: record.id,
    project_id: record.projectId,
    project_name: record.projectName,
    user_id: record.inviteeId,
    email,
    role: record.role as MemberRole,
    message: record.message,
    status: record.status,
    state: expired ? 'expired' : (record.status as InvitationState),
    expired,
    inviter_id: record.inviterId,
    inviter_name: record.inviterName,
    created_at: record.createdAt.toISOString(),
    expires_at: record.expiresAt.toISOString(),
    responded_at: record.respondedAt?.toISOString() ?? null,
    user: {
      id: record.inviteeId,
      name: record.inviteeName,
      email,
      initials: initialsOf(record.inviteeName),
    },
  };
}
