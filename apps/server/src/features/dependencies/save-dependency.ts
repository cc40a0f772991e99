import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ErrorBody } from '@crewline/shared/contracts/errors';
import {
  DEPENDENCY_HIDDEN_TASK,
  DEPENDENCY_NOT_FOUND,
  DEPENDENCY_TASK_UNKNOWN,
  dependencyCycleMessage,
} from '@crewline/shared/contracts/dependencies';
import { findDependencyCycle } from '@crewline/shared/roadmaps/dependency-cycle';
import { taskDependencies } from '../../db/roadmaps-schema.ts';
import { tasks } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { TASK_NOT_FOUND } from '../tasks/task-policy.ts';
import { linkExists, loadReachableLinks, loadTaskTitles } from './dependency-queries.ts';

const FIELD = ['body', 'blocks_task_id'];

/** 422: the link would close a cycle; the body lists its tasks (`null` for one the caller cannot see). */
export class DependencyCycleError extends ValidationError {
  constructor(
    message: string,
    readonly cycle: (string | null)[],
  ) {
    super(message, [{ loc: FIELD, msg: message }]);
  }

  /** The error body with the cycle's task ids, in the order the message names them. */
  override toBody(): ErrorBody & { cycle: (string | null)[] } {
    return { ...super.toBody(), cycle: this.cycle };
  }
}

/**
 * Every dependency write takes this one lock: whether a link closes a cycle depends on links
 * anywhere (across projects), so two links checked at once could close one together (A → B and
 * B → A, each seeing no path). Links are added by hand, a few a minute: one queue costs nothing.
 */
async function lockDependencies(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('task_dependencies', 0))`);
}

/** The 422 naming the cycle by the titles the caller may read. */
async function cycleError(tx: Tx, userId: string, cycle: string[]): Promise<DependencyCycleError> {
  const titles = await loadTaskTitles(tx, userId, cycle);
  const named = cycle.map((id) => titles.get(id));
  return new DependencyCycleError(
    dependencyCycleMessage(named.map((t) => (t?.visible ? t.title : DEPENDENCY_HIDDEN_TASK))),
    cycle.map((id, i) => (named[i]?.visible ? id : null)),
  );
}

/**
 * Links `blockerId` → `blockedId` (finish-to-start) unless it is there already (`created:
 * false`). Under the dependency lock: both tasks still exist (and stay until commit), and the
 * link closes no cycle (422 naming it). Both tasks' boards and viewers are told after commit.
 */
export async function addDependency(
  db: Db,
  options: { blockerId: string; blockedId: string; actorId: string; now: Date },
): Promise<{ created: boolean }> {
  const { blockerId, blockedId, actorId, now } = options;
  return db.transaction(async (tx) => {
    await lockDependencies(tx);
    // Held until commit, so a concurrent delete of either task waits rather than breaking the insert.
    const rows = await tx
      .select({ id: tasks.id, projectId: tasks.projectId })
      .from(tasks)
      .where(inArray(tasks.id, [blockerId, blockedId]))
      .for('key share');
    const blocker = rows.find((row) => row.id === blockerId);
    const blocked = rows.find((row) => row.id === blockedId);
    if (!blocker) throw new NotFoundError(TASK_NOT_FOUND);
    if (!blocked) {
      throw new ValidationError(DEPENDENCY_TASK_UNKNOWN, [
        { loc: FIELD, msg: DEPENDENCY_TASK_UNKNOWN },
      ]);
    }
    if (await linkExists(tx, blockerId, blockedId)) return { created: false };
    const reachable = await loadReachableLinks(tx, blockedId);
    const cycle = findDependencyCycle(reachable, { blocker: blockerId, blocked: blockedId });
    if (cycle) throw await cycleError(tx, actorId, cycle);
    await tx.insert(taskDependencies).values({
      blockerTaskId: blockerId,
      blockedTaskId: blockedId,
      createdBy: actorId,
      createdAt: now,
    });
    afterCommit(
      tx,
      { t: 'task_updated', p: blocker.projectId, id: blockerId },
      { t: 'task_updated', p: blocked.projectId, id: blockedId },
    );
    return { created: true };
  });
}

/** Removes the link `blockerId` → `blockedId` (404 when there is none); both tasks are told. */
export async function removeDependency(
  db: Db,
  options: { blockerId: string; blockedId: string },
): Promise<void> {
  const { blockerId, blockedId } = options;
  await db.transaction(async (tx) => {
    await lockDependencies(tx);
    const [gone] = await tx
      .delete(taskDependencies)
      .where(
        and(
          eq(taskDependencies.blockerTaskId, blockerId),
          eq(taskDependencies.blockedTaskId, blockedId),
        ),
      )
      .returning({ blocker: taskDependencies.blockerTaskId });
    if (!gone) throw new NotFoundError(DEPENDENCY_NOT_FOUND);
    const ends = await tx
      .select({ id: tasks.id, projectId: tasks.projectId })
      .from(tasks)
      .where(inArray(tasks.id, [blockerId, blockedId]));
    afterCommit(
      tx,
      ...ends.map((end) => ({ t: 'task_updated' as const, p: end.projectId, id: end.id })),
    );
  });
}
