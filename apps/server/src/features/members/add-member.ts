import { and, eq } from 'drizzle-orm';
import { INVITATION_MESSAGES } from '@crewline/shared/contracts/invitations';
import type { MemberRole } from '@crewline/shared/contracts/members';
import { invitations, projectMembers, users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { notifyEvent } from '../notifications/notification-events.ts';
import { sharesProjectWith } from '../users/user-policy.ts';

/** Error code of adding or inviting someone who is already in the project. */
export const ALREADY_MEMBER = 'ALREADY_MEMBER';

/**
 * Adds an existing account to a project directly. A pending invitation of that person to the
 * project is cancelled, since it no longer has anything to offer.
 *
 * Only someone who already shares a project with the actor is added: nobody is put into a
 * stranger's project without consent. For a stranger nothing is written and the answer is
 * 'stranger', so the caller invites them instead.
 */
export async function addMember(
  db: Db,
  options: { projectId: string; actorId: string; userId: string; role: MemberRole; now: Date },
): Promise<'added' | 'stranger'> {
  const { projectId, actorId, userId, role, now } = options;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) throw new NotFoundError('User not found');
    // A member of this project shares it with the actor, so the 409 below still answers them.
    if (!(await sharesProjectWith(tx, actorId, userId))) return 'stranger';
    // The primary key decides races: of two concurrent adds exactly one inserts.
    const [added] = await tx
      .insert(projectMembers)
      .values({ projectId, userId, role, joinedAt: now })
      .onConflictDoNothing()
      .returning({ userId: projectMembers.userId });
    if (!added) throw new ConflictError(INVITATION_MESSAGES.alreadyMember, ALREADY_MEMBER);
    await tx
      .update(invitations)
      .set({ status: 'cancelled', respondedAt: now })
      .where(
        and(
          eq(invitations.projectId, projectId),
          eq(invitations.inviteeId, userId),
          eq(invitations.status, 'pending'),
        ),
      );
    afterCommit(tx, { t: 'member_added', p: projectId, u: userId });
    await recordActivity(tx, {
      projectId,
      actorId,
      category: 'members',
      action: 'member_added',
      entityType: 'member',
      entityId: userId,
      data: { user_id: userId, name: user.name, role },
      at: now,
    });
    await notifyEvent(
      tx,
      { kind: 'member_joined', projectId, userId, actorId, at: now.toISOString() },
      1,
    );
    return 'added';
  });
}
