import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { tasks } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';

/*
 * Board order. A task's place in its column is a float, `position`; a column reads in
 * ascending position (ties: created_at, then id, so the order is always total and stable).
 *
 * - A new task, or a task whose status changes without a position, goes to the end of the
 *   target column: max(position) of that column + 1 (1 in an empty column).
 * - A drop between two cards sends `{status, position}` with a position between its
 *   neighbours, usually their midpoint (before the first card: first - 1; after the last:
 *   last + 1). The server stores it as given.
 *
 * Either way a move usually writes one row. A double has 52 bits of mantissa, so about 50
 * drops into the very same gap would exhaust it and two cards would tie: before that, when a
 * stored position comes within a billionth (relative) of another card's, the column is
 * renumbered 1..n in its current order, in the same transaction (`rebalanceIfCrowded`).
 */

/**
 * Serializes appends to one column for the rest of the transaction, so concurrent creates and
 * moves to the end read different maxima and get distinct positions. An advisory lock rather
 * than a row lock: nothing else (reads, edits of other fields) waits on it.
 */
export async function lockColumn(tx: DbOrTx, projectId: string, status: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`tasks:${projectId}:${status}`}, 0))`,
  );
}

/**
 * The position after the last task of a column, evaluated inside the write: the database's
 * `task_column_end` takes the column's append lock (lockColumn's key) and then reads the maximum,
 * in the write's own statement, so no round trip is made with the lock already held.
 */
export function endOfColumn(projectId: string, status: string): SQL<number> {
  return sql<number>`task_column_end(${projectId}::uuid, ${status})`;
}

/** Relative distance under which two positions count as crowded (still exactly ordered). */
const CROWDED = 1e-9;

/**
 * Renumbers a column 1..n in its current order when `position`, just stored for `taskId`,
 * sits within CROWDED of another card's. Under the column lock, so two renumberings (or a
 * renumbering and an append) never interleave.
 */
export async function rebalanceIfCrowded(
  tx: DbOrTx,
  column: { projectId: string; status: string },
  taskId: string,
  position: number,
): Promise<void> {
  const inColumn = and(eq(tasks.projectId, column.projectId), eq(tasks.status, column.status));
  const [crowded] = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(
        inColumn,
        ne(tasks.id, taskId),
        sql`abs(${tasks.position} - ${position}) < ${CROWDED} * greatest(1, abs(${position}::float8))`,
      ),
    )
    .limit(1);
  if (!crowded) return;
  await lockColumn(tx, column.projectId, column.status);
  await tx.execute(sql`
    update ${tasks} set position = ordered.n
    from (
      select id, row_number() over (order by position, created_at, id) as n
      from ${tasks} where project_id = ${column.projectId} and status = ${column.status}
    ) as ordered
    where ${tasks.id} = ordered.id and ${tasks.position} <> ordered.n`);
}
