import { and, asc, eq, isNull, lte, gte, ne, sql } from 'drizzle-orm';
import { SPRINT_NOT_FOUND, SPRINT_UNKNOWN } from '@crewline/shared/contracts/sprints';
import { sprints } from '../../db/sprints-schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { loadProjectAccess, type ProjectAccess } from '../projects/project-policy.ts';
import type { SprintRow } from './sprint-presenter.ts';

/** A project's sprints, earliest first (ties: created first). */
export async function listSprints(db: Db, projectId: string): Promise<SprintRow[]> {
  return db
    .select()
    .from(sprints)
    .where(eq(sprints.projectId, projectId))
    .orderBy(asc(sprints.startDate), asc(sprints.createdAt), asc(sprints.id));
}

/**
 * A sprint with the caller's standing in its project. A missing sprint and a sprint of a project
 * the caller is not in are the same 404, so existence never leaks.
 */
export async function loadSprint(
  db: Db,
  userId: string,
  sprintId: string,
): Promise<{ sprint: SprintRow; access: ProjectAccess }> {
  const [sprint] = await db.select().from(sprints).where(eq(sprints.id, sprintId));
  if (!sprint) throw new NotFoundError(SPRINT_NOT_FOUND);
  try {
    return { sprint, access: await loadProjectAccess(db, sprint.projectId, userId) };
  } catch (error) {
    if (error instanceof NotFoundError) throw new NotFoundError(SPRINT_NOT_FOUND);
    throw error;
  }
}

/** A sprint of `projectId` as it is now; one deleted (or moved away) since is a 404. */
export async function loadProjectSprint(
  db: Db,
  projectId: string,
  sprintId: string,
): Promise<SprintRow> {
  const [sprint] = await db
    .select()
    .from(sprints)
    .where(and(eq(sprints.id, sprintId), eq(sprints.projectId, projectId)));
  if (!sprint) throw new NotFoundError(SPRINT_NOT_FOUND);
  return sprint;
}

/**
 * The sprint a request names for something in `projectId` (a task's `sprint_id`, a close's
 * `move_open_to`), share-locked until the transaction ends so it cannot be closed or deleted
 * under the write. One that does not exist or belongs to another project is a 422 on `field`.
 */
export async function lockProjectSprint(
  tx: DbOrTx,
  projectId: string,
  sprintId: string,
  field: string,
): Promise<SprintRow> {
  const [sprint] = await tx
    .select()
    .from(sprints)
    .where(and(eq(sprints.id, sprintId), eq(sprints.projectId, projectId)))
    .for('share');
  if (!sprint)
    throw new ValidationError(SPRINT_UNKNOWN, [{ loc: ['body', field], msg: SPRINT_UNKNOWN }]);
  return sprint;
}

/** The first open sprint of the project, other than `exceptId`, sharing a day with the range. */
export async function findOverlappingOpenSprint(
  tx: DbOrTx,
  projectId: string,
  range: { startDate: string; endDate: string },
  exceptId?: string,
): Promise<SprintRow | undefined> {
  // Both ranges are inclusive: they share a day when each starts on or before the other ends.
  const [row] = await tx
    .select()
    .from(sprints)
    .where(
      and(
        eq(sprints.projectId, projectId),
        isNull(sprints.closedAt),
        lte(sprints.startDate, range.endDate),
        gte(sprints.endDate, range.startDate),
        exceptId ? ne(sprints.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(sprints.startDate))
    .limit(1);
  return row;
}

/**
 * Serializes sprint writes of one project until the transaction ends, so two requests cannot
 * both pass the overlap check and then both write. Advisory, like the board's column lock: task
 * writes and reads never wait on it.
 */
export async function lockProjectSprints(tx: DbOrTx, projectId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`sprints:${projectId}`}, 0))`,
  );
}
