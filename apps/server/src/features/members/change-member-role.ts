import { and, eq } from 'drizzle-orm';
import type { MemberRole } from '@crewline/shared/contracts/members';
import { projectMembers } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { loadMemberTarget } from './load-member-target.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { afterCommit } from '../../db/after-commit.ts';

/** Gives a member another role; the owner's role never changes. */
export async function changeMemberRole(
  db: Db,
  options: { projectId: string; actorId: string; userId: string; role: MemberRole; now: Date },
): Promise<void> {
  const { projectId, actorId, userId, role, now } = options;
  await db.transaction(async (tx) => {
    const target = await loadMemberTarget(
      tx,
      projectId,
      userId,
      "The project owner's role cannot be changed.",
    );
    if (target.role === role) return;
    await tx
      .update(projectMembers)
      .set({ role })
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
    afterCommit(tx, { t: 'member_updated', p: projectId, u: userId });
    await recordActivity(tx, {
      projectId,
      actorId,
      category: 'members',
      action: 'member_role_changed',
      entityType: 'member',
      entityId: userId,
      data: { user_id: userId, name: target.name, from: target.role, to: role },
      at: now,
    });
  });
}
