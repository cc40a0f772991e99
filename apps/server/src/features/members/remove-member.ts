import { and, eq } from 'drizzle-orm';
import { projectMembers, tasks } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { loadMemberTarget } from './load-member-target.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { recordTaskHistory } from '../insights/record-task-history.ts';
import { notifyEvent } from '../notifications/notification-events.ts';

/**
 * Removes a member from a project; the owner can never be removed. Their tasks there become
 * unassigned, so nothing stays assigned to someone who can no longer see it.
 */
export async function removeMember(
  db: Db,
  options: { projectId: string; actorId: string; userId: string; now: Date },
): Promise<void> {
  const { projectId, actorId, userId, now } = options;
  await db.transaction(async (tx) => {
    const target = await loadMemberTarget(
      tx,
      projectId,
      userId,
      'The project owner cannot be removed.',
    );
    await tx
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
    const unassigned = await tx
      .update(tasks)
      .set({ assigneeId: null, updatedAt: now })
      .where(and(eq(tasks.projectId, projectId), eq(tasks.assigneeId, userId)))
      .returning({ id: tasks.id });
    await recordTaskHistory(
      tx,
      unassigned.map((task) => ({
        taskId: task.id,
        projectId,
        field: 'assignee' as const,
        from: userId,
        to: null,
      })),
      { actorId, at: now },
    );
    afterCommit(tx, { t: 'member_removed', p: projectId, u: userId });
    await recordActivity(tx, {
      projectId,
      actorId,
      category: 'members',
      action: 'member_removed',
      entityType: 'member',
      entityId: userId,
      data: { user_id: userId, name: target.name, role: target.role },
      at: now,
    });
    await notifyEvent(
      tx,
      { kind: 'member_left', projectId, userId, actorId, at: now.toISOString() },
      1,
    );
  });
}
