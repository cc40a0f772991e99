import { and, eq } from 'drizzle-orm';
import { INVITATION_MESSAGES } from '@crewline/shared/contracts/invitations';
import { invitations, users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { recordActivity } from '../activity/record-activity.ts';

/**
 * The invitee removes an invitation from their list. Removing one still pending declines it,
 * and the project's feed says so.
 */
export async function deleteInvitation(
  db: Db,
  options: { invitationId: string; userId: string; now: Date },
): Promise<void> {
  const { invitationId, userId, now } = options;
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(invitations)
      .where(and(eq(invitations.id, invitationId), eq(invitations.inviteeId, userId)))
      .returning();
    if (!deleted) throw new NotFoundError(INVITATION_MESSAGES.notFound);
    if (deleted.status !== 'pending') return;
    const [me] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    await recordActivity(tx, {
      projectId: deleted.projectId,
      actorId: userId,
      category: 'members',
      action: 'invitation_declined',
      entityType: 'invitation',
      entityId: invitationId,
      data: { user_id: userId, name: me?.name ?? '', role: deleted.role },
      at: now,
    });
  });
}
