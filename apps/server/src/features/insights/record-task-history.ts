import { taskHistory } from '../../db/insights-schema.ts';
import type { DbOrTx } from '../../db/client.ts';

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
 */
export async function recordTaskHistory(
  db: DbOrTx,
  changes: readonly TaskHistoryChange[],
  by: { actorId: string | null; at: Date },
): Promise<void> {
  if (changes.length === 0) return;
  await db.insert(taskHistory).values(
    changes.map((change) => ({
      taskId: change.taskId,
      projectId: change.projectId,
      field: change.field,
      fromValue: change.from,
      toValue: change.to,
      at: by.at,
      byUserId: by.actorId,
    })),
  );
}
