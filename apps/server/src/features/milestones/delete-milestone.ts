import { eq } from 'drizzle-orm';
import { MILESTONE_NOT_FOUND } from '@crewline/shared/contracts/milestones';
import { milestones } from '../../db/roadmaps-schema.ts';
import { tasks } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { afterCommit } from '../../db/after-commit.ts';

/**
 * Deletes a milestone. Its tasks stay, linked to no milestone: they are unlinked explicitly (a
 * task_updated each for open boards) rather than left to the foreign key, which would change
 * them without telling anyone.
 */
export async function deleteMilestone(
  db: Db,
  options: { milestoneId: string; now: Date },
): Promise<void> {
  const { milestoneId, now } = options;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(milestones)
      .where(eq(milestones.id, milestoneId))
      .for('update');
    if (!before) throw new NotFoundError(MILESTONE_NOT_FOUND);
    const unlinked = await tx
      .update(tasks)
      .set({ milestoneId: null, updatedAt: now })
      .where(eq(tasks.milestoneId, milestoneId))
      .returning({ id: tasks.id });
    await tx.delete(milestones).where(eq(milestones.id, milestoneId));
    afterCommit(
      tx,
      { t: 'milestone_deleted', p: before.projectId, id: milestoneId },
      ...unlinked
        .map((task) => task.id)
        .sort()
        .map((id) => ({ t: 'task_updated' as const, p: before.projectId, id })),
    );
  });
}
