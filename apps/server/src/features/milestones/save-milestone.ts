import { eq } from 'drizzle-orm';
import {
  MILESTONE_DUE_BEFORE_START,
  MILESTONE_NOT_FOUND,
  type MilestoneCreateBody,
  type MilestoneOverrideBody,
  type MilestoneUpdateBody,
} from '@crewline/shared/contracts/milestones';
import { milestones } from '../../db/roadmaps-schema.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { afterCommit } from '../../db/after-commit.ts';
import type { MilestoneRow } from './milestone-presenter.ts';

/** The override columns for a body's `status_override` (null clears both). */
function overrideColumns(override: MilestoneOverrideBody | null) {
  return {
    statusOverride: override?.status ?? null,
    statusOverrideReason: override?.reason ?? null,
  };
}

/** Creates a milestone in the project; its days may lie in the past. */
export async function createMilestone(
  db: Db,
  options: { projectId: string; actorId: string; body: MilestoneCreateBody; now: Date },
): Promise<MilestoneRow> {
  const { projectId, actorId, body, now } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(milestones)
      .values({
        projectId,
        name: body.name,
        description: body.description ?? '',
        startDate: body.start_date,
        dueDate: body.due_date,
        ...overrideColumns(body.status_override ?? null),
        createdBy: actorId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    afterCommit(tx, { t: 'milestone_created', p: projectId, id: row!.id });
    return row!;
  });
}

/**
 * Changes any of a milestone's name, description, days and override. The days are checked as
 * they will be stored (a new due day against the kept start, and so on), under the row's lock so
 * two edits of one end each cannot pass the check and then cross.
 */
export async function updateMilestone(
  db: Db,
  options: { milestoneId: string; body: MilestoneUpdateBody; now: Date },
): Promise<MilestoneRow> {
  const { milestoneId, body, now } = options;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(milestones)
      .where(eq(milestones.id, milestoneId))
      .for('update');
    if (!before) throw new NotFoundError(MILESTONE_NOT_FOUND);
    const startDate = body.start_date ?? before.startDate;
    const dueDate = body.due_date ?? before.dueDate;
    if (dueDate < startDate) {
      // Only one of them may have been sent: name the one that moved.
      const field = body.due_date !== undefined ? 'due_date' : 'start_date';
      throw new ValidationError(MILESTONE_DUE_BEFORE_START, [
        { loc: ['body', field], msg: MILESTONE_DUE_BEFORE_START },
      ]);
    }
    const [row] = await tx
      .update(milestones)
      .set({
        ...(body.name !== undefined && { name: body.name }),
        ...(body.description !== undefined && { description: body.description }),
        ...(body.status_override !== undefined && overrideColumns(body.status_override)),
        startDate,
        dueDate,
        updatedAt: now,
      })
      .where(eq(milestones.id, milestoneId))
      .returning();
    afterCommit(tx, { t: 'milestone_updated', p: before.projectId, id: milestoneId });
    return row!;
  });
}
