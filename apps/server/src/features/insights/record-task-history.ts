import { sql } from 'drizzle-orm';
import { taskHistory } from '../../db/insights-schema.ts';
import type { Tx } from '../../db/client.ts';

/** The task fields whose changes insights replay. */
export type TaskHistoryField =
  'created' | 'status' | 'assignee' | 'sprint' | 'estimate' | 'deleted';

/** An estimate as a history value: the number as text ("0.5"), null when not estimated. */
export function estimateText(estimate: number | null): string | null {
  return estimate === null ? null : String(estimate);
}

/** One change of one task, as `recordTaskHistory` writes it. */
export type TaskHistoryChange = {
  taskId: string;
  projectId: string;
  field: TaskHistoryField;
  from: string | null;
  to: string | null;
};

/**
 * Appends the changes to the task history. Call it with the transaction of the change, so a row
 * exists exactly when the change does; rows are never updated or deleted afterwards. The rows
 * are written in the order given, and `seq` keeps that order among rows of the same instant.
 *
 * Every write of the history goes through here, and first moves (so locks, until commit) the
 * insight version of each project it writes for, in project order, as the insert's own trigger
 * would right after it. Rows of one project therefore draw their `seq` in commit order: a row
 * can never become visible below a `seq` a reader has already seen, which is what lets the
 * history cache (project-history-cache.ts) read only the rows above the highest one it holds.
 */
export async function recordTaskHistory(
  tx: Tx,
  changes: readonly TaskHistoryChange[],
  by: { actorId: string | null; at: Date },
): Promise<void> {
  if (changes.length === 0) return;
  const projectIds = [...new Set(changes.map((change) => change.projectId))];
  const rows = changes.map((change) => ({
    task_id: change.taskId,
    project_id: change.projectId,
    field: change.field,
    from_value: change.from,
    to_value: change.to,
  }));
  // One statement, one round trip under the version's lock: the versions move first (the sort
  // reads every row, and with it the `bumped` CTE, before the first insert), and the rows are
  // inserted in the order given, which is the order their `seq` is drawn in.
  await tx.execute(sql`
    with bumped as (select bump_project_insight_versions(${`{${projectIds.join(',')}}`}::uuid[]))
    insert into ${taskHistory} (task_id, project_id, field, from_value, to_value, at, by_user_id)
    select (r.value->>'task_id')::uuid, (r.value->>'project_id')::uuid, r.value->>'field',
      r.value->>'from_value', r.value->>'to_value', ${by.at.toISOString()}::timestamptz,
      ${by.actorId}::uuid
    from bumped, jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as r(value, n)
    order by r.n`);
}
