import { eq } from 'drizzle-orm';
import {
  SPRINT_END_BEFORE_START,
  SPRINT_NOT_FOUND,
  SPRINT_OVERLAP,
  SPRINT_TOO_LONG,
  sprintSpanFits,
  type SprintCreateBody,
  type SprintUpdateBody,
} from '@crewline/shared/contracts/sprints';
import { sprints } from '../../db/sprints-schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { afterCommit } from '../../db/after-commit.ts';
import type { SprintRow } from './sprint-presenter.ts';
import { findOverlappingOpenSprint, lockProjectSprints } from './sprint-queries.ts';

type Range = { startDate: string; endDate: string };

/** 422 unless an open sprint's inclusive range shares no day with the project's other open ones. */
async function refuseOverlap(
  tx: DbOrTx,
  projectId: string,
  range: Range,
  exceptId?: string,
): Promise<void> {
  const other = await findOverlappingOpenSprint(tx, projectId, range, exceptId);
  if (!other) return;
  const msg = `Overlaps the open sprint "${other.name}" (${other.startDate} to ${other.endDate})`;
  throw new ValidationError(SPRINT_OVERLAP, [
    { loc: ['body', 'start_date'], msg },
    { loc: ['body', 'end_date'], msg },
  ]);
}

/**
 * Creates an open sprint in the project. Its days may lie in the past; they may not overlap an
 * open sprint of the project (422), checked under the project's sprint lock.
 */
export async function createSprint(
  db: Db,
  options: { projectId: string; actorId: string; body: SprintCreateBody; now: Date },
): Promise<SprintRow> {
  const { projectId, actorId, body, now } = options;
  return db.transaction(async (tx) => {
    await lockProjectSprints(tx, projectId);
    const range = { startDate: body.start_date, endDate: body.end_date };
    await refuseOverlap(tx, projectId, range);
    const [row] = await tx
      .insert(sprints)
      .values({
        projectId,
        name: body.name,
        goal: body.goal ?? '',
        ...range,
        createdAt: now,
        createdBy: actorId,
      })
      .returning();
    afterCommit(tx, { t: 'sprints_changed', p: projectId, id: row!.id });
    return row!;
  });
}

/**
 * Changes any of a sprint's name, goal and days. The days are checked as they will be stored (a
 * new end against the kept start, and so on); an open sprint must still overlap no other open
 * one, while a closed sprint's days are a record and may overlap anything.
 */
export async function updateSprint(
  db: Db,
  options: { sprintId: string; body: SprintUpdateBody },
): Promise<SprintRow> {
  const { sprintId, body } = options;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(sprints).where(eq(sprints.id, sprintId));
    if (!current) throw new NotFoundError(SPRINT_NOT_FOUND);
    await lockProjectSprints(tx, current.projectId);
    // Read again under the lock: a concurrent close or edit of this sprint has finished by now.
    const [before] = await tx.select().from(sprints).where(eq(sprints.id, sprintId)).for('update');
    if (!before) throw new NotFoundError(SPRINT_NOT_FOUND);
    const range = {
      startDate: body.start_date ?? before.startDate,
      endDate: body.end_date ?? before.endDate,
    };
    // Checked on the days the sprint would have: only one of them may have been sent.
    const field = body.end_date !== undefined ? 'end_date' : 'start_date';
    if (range.endDate < range.startDate) {
      throw new ValidationError(SPRINT_END_BEFORE_START, [
        { loc: ['body', field], msg: SPRINT_END_BEFORE_START },
      ]);
    }
    if (!sprintSpanFits(range.startDate, range.endDate)) {
      throw new ValidationError(SPRINT_TOO_LONG, [{ loc: ['body', field], msg: SPRINT_TOO_LONG }]);
    }
    if (before.closedAt === null) await refuseOverlap(tx, before.projectId, range, before.id);
    const [row] = await tx
      .update(sprints)
      .set({
        ...(body.name !== undefined && { name: body.name }),
        ...(body.goal !== undefined && { goal: body.goal }),
        ...range,
      })
      .where(eq(sprints.id, sprintId))
      .returning();
    afterCommit(tx, { t: 'sprints_changed', p: before.projectId, id: sprintId });
    return row!;
  });
}
