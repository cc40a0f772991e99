import { and, eq } from 'drizzle-orm';
import { INVITATION_MESSAGES } from '@crewline/shared/contracts/invitations';
import { invitations, users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { afterCommit } from '../../db/after-commit.ts';

/** Cancels a pending (or expired) invitation; anything no longer pending is 404, as the spec words it. */
export async function cancelInvitation(
  db: Db,
  options: { projectId: string; invitationId: string; actorId: string; now: Date },
): Promise<void> {
  const { projectId, invitationId, actorId, now } = options;
  await db.transaction(async (tx) => {
    // Conditional update: a concurrent accept and cancel cannot both succeed.
    const [cancelled] = await tx
      .update(invitations)
      .set({ status: 'cancelled', respondedAt: now })
      .where(
        and(
          eq(invitations.id, invitationId),
          eq(invitations.projectId, projectId),
          eq(invitations.status, 'pending'),
        ),
      )
      .returning();
    if (!cancelled) throw new NotFoundError(INVITATION_MESSAGES.notFound);
    const [invitee] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, cancelled.inviteeId));
    afterCommit(tx, {
      t: 'invitation_changed',
      p: projectId,
      id: invitationId,
      users: [cancelled.inviteeId],
    });
    await recordActivity(tx, {
      projectId,
      actorId,
      category: 'members',
      action: 'invitation_cancelled',
      entityType: 'invitation',
      entityId: invitationId,
      data: { user_id: cancelled.inviteeId, name: invitee?.name ?? '', role: cancelled.role },
      at: now,
    });
  });
}
