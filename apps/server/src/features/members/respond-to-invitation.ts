import { and, eq } from 'drizzle-orm';
import {
  INVITATION_MESSAGES,
  INVITATION_NOT_PENDING,
} from '@crewline/shared/contracts/invitations';
import { invitations, projectMembers, users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { isExpired } from './invitation-presenter.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { markInvitationNotificationsRead } from '../notifications/mark-notifications-read.ts';
import { notifyEvent } from '../notifications/notification-events.ts';

/**
 * The invitee accepts or declines. Accepting makes them a member with the invited role in the
 * same transaction. The row is locked first, so of two concurrent answers one wins and the
 * other sees a non-pending invitation (409); the member primary key guards the rest.
 */
export async function respondToInvitation(
  db: Db,
  options: { invitationId: string; userId: string; status: 'accepted' | 'declined'; now: Date },
): Promise<{ projectId: string }> {
  const { invitationId, userId, status, now } = options;
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.id, invitationId), eq(invitations.inviteeId, userId)))
      .for('update');
    if (!invitation) throw new NotFoundError(INVITATION_MESSAGES.notFound);
    if (invitation.status !== 'pending') {
      throw new ConflictError(INVITATION_MESSAGES.notPending, INVITATION_NOT_PENDING);
    }
    if (isExpired(invitation, now))
      throw new ConflictError(INVITATION_MESSAGES.expired, INVITATION_NOT_PENDING);
    await tx
      .update(invitations)
      .set({ status, respondedAt: now })
      .where(eq(invitations.id, invitationId));
    if (status === 'accepted') {
      await tx
        .insert(projectMembers)
        .values({ projectId: invitation.projectId, userId, role: invitation.role, joinedAt: now })
        .onConflictDoNothing();
    }
    afterCommit(tx, {
      t: 'invitation_changed',
      p: invitation.projectId,
      id: invitationId,
      users: [userId],
    });
    if (status === 'accepted')
      afterCommit(tx, { t: 'member_added', p: invitation.projectId, u: userId });
    const [me] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    await recordActivity(tx, {
      projectId: invitation.projectId,
      actorId: userId,
      category: 'members',
      action: status === 'accepted' ? 'invitation_accepted' : 'invitation_declined',
      entityType: 'invitation',
      entityId: invitationId,
      data: { user_id: userId, name: me?.name ?? '', role: invitation.role },
      at: now,
    });
    await markInvitationNotificationsRead(tx, { userId, invitationId, now });
    if (status === 'accepted') {
      await notifyEvent(
        tx,
        {
          kind: 'member_joined',
          projectId: invitation.projectId,
          userId,
          actorId: userId,
          at: now.toISOString(),
        },
        1,
      );
    }
    return { projectId: invitation.projectId };
  });
}
