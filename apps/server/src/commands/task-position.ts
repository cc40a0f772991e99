import { sql, type SQL } from 'drizzle-orm';
import { tasks } from '../db/schema.ts';
import type { DbOrTx } from './record-activity.ts';

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
 * Either way a move writes one row: nothing is renumbered. A double has 52 bits of mantissa,
 * so about 50 drops into the very same gap exhaust it; then two cards tie and fall back to
 * creation order, still stable, never lost. (A later rebalance could renumber that column.)
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

/** The position after the last task of a column, as a subquery evaluated inside the write. */
export function endOfColumn(projectId: string, status: string): SQL<number> {
  return sql<number>`(select coalesce(max(${tasks.position}), 0) + 1 from ${tasks} where ${tasks.projectId} = ${projectId} and ${tasks.status} = ${status})`;
}
