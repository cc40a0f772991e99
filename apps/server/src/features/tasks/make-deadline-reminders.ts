import { and, asc, eq, gt, isNotNull, lt, lte, ne, notExists, sql } from 'drizzle-orm';
import { deadlineReminders } from '../../db/notification-schema.ts';
import { projects, tasks } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { englishWording } from '../notifications/notification-titles.ts';
import {
  deliverNotifications,
  groupKeyOf,
  type NotificationDraft,
} from '../notifications/deliver-notifications.ts';
import { taskLink } from '@crewline/shared/domain/item-links';

/** A task is reminded of once its due date is this close: a `deadline` is "due within 24 h". */
const DEADLINE_REMINDER_WINDOW_MS = 24 * 60 * 60 * 1_000;
// Reminders made per transaction: a batch holds the embedded engine's one connection briefly.
const BATCH = 100;
// Reminder rows are kept this long past their due date, then removed (see removeOldReminders).
const KEEP_PAST_DUE_MS = 24 * 60 * 60 * 1_000;

/** One reminder this process made (and so notified). */
export type DeadlineReminder = { taskId: string; dueDate: Date; userId: string };

type Candidate = {
  taskId: string;
  title: string;
  projectId: string;
  projectName: string;
  assigneeId: string;
  dueDate: Date;
};

/** The `deadline` notification of one reminder. */
function deadlineDraft(task: Candidate, at: Date): NotificationDraft {
  return {
    userId: task.assigneeId,
    type: 'deadline',
    ...englishWording('deadline', {
      dueDate: task.dueDate.toISOString(),
      task_title: task.title,
      projectName: task.projectName,
    }),
    link: taskLink(task.projectId, task.taskId),
    metadata: {
      dueDate: task.dueDate.toISOString(),
      task_id: task.taskId,
      task_title: task.title,
      projectId: task.projectId,
      projectName: task.projectName,
    },
    projectId: task.projectId,
    // Several tasks of one project falling due in the same minute become "3 tasks due soon".
    groupKey: groupKeyOf('deadline', task.projectId),
    at,
  };
}

/**
 * One batch, in one transaction: the assigned, unfinished tasks due in (now, now + 24 h] with no
 * reminder for their current due date (the partial index `tasks_deadline_idx`), claimed by
 * inserting their reminder rows `ON CONFLICT DO NOTHING`. Only the rows this transaction
 * inserted are notified: a concurrent run elsewhere waits on the same keys and then inserts
 * nothing, so each (task, due date) is notified once cluster-wide, and a rollback leaves the
 * keys free for the next run. Returns the batch's candidates and the reminders made.
 */
async function remindBatch(db: Db, now: Date): Promise<{ seen: number; made: DeadlineReminder[] }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        taskId: tasks.id,
        title: tasks.title,
        projectId: tasks.projectId,
        projectName: projects.name,
        assigneeId: tasks.assigneeId,
        dueDate: tasks.dueDate,
      })
      .from(tasks)
      .innerJoin(projects, eq(projects.id, tasks.projectId))
      .where(
        and(
          isNotNull(tasks.dueDate),
          isNotNull(tasks.assigneeId),
          ne(tasks.status, 'done'),
          gt(tasks.dueDate, now),
          lte(tasks.dueDate, new Date(now.getTime() + DEADLINE_REMINDER_WINDOW_MS)),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(deadlineReminders)
              .where(
                and(
                  eq(deadlineReminders.taskId, tasks.id),
                  eq(deadlineReminders.dueDate, tasks.dueDate),
                ),
              ),
          ),
        ),
      )
      // One order everywhere: concurrent runs take the keys' locks in the same order.
      .orderBy(asc(tasks.dueDate), asc(tasks.id))
      .limit(BATCH);
    // The filter above guarantees both; the column types cannot say so.
    const candidates: Candidate[] = rows.map((row) => ({
      ...row,
      assigneeId: row.assigneeId!,
      dueDate: row.dueDate!,
    }));
    if (candidates.length === 0) return { seen: 0, made: [] };
    const inserted = await tx
      .insert(deadlineReminders)
      .values(
        candidates.map((task) => ({
          taskId: task.taskId,
          dueDate: task.dueDate,
          userId: task.assigneeId,
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ taskId: deadlineReminders.taskId, dueDate: deadlineReminders.dueDate });
    const ours = new Set(inserted.map((row) => `${row.taskId}@${row.dueDate.getTime()}`));
    const claimed = candidates.filter((task) =>
      ours.has(`${task.taskId}@${task.dueDate.getTime()}`),
    );
    // Nobody acted: the job reminds, so no one is left out as "the actor".
    await deliverNotifications(
      tx,
      claimed.map((task) => deadlineDraft(task, now)),
      null,
    );
    return {
      seen: candidates.length,
      made: claimed.map((task) => ({
        taskId: task.taskId,
        dueDate: task.dueDate,
        userId: task.assigneeId,
      })),
    };
  });
}

/**
 * Removes reminder rows a day past their due date: a due date in the past is never reminded
 * of, so the row has no more work to do, and the table stays as small as the window.
 */
async function removeOldReminders(db: Db, now: Date): Promise<void> {
  await db
    .delete(deadlineReminders)
    .where(lt(deadlineReminders.dueDate, new Date(now.getTime() - KEEP_PAST_DUE_MS)));
}

/**
 * Makes every `deadline` notification due at `now`, batch by batch (one transaction each), and
 * returns the reminders this call made. Safe to run in any number of processes at once.
 */
export async function makeDeadlineReminders(
  db: Db,
  now: Date,
  options: { shouldStop?: () => boolean; maxBatches?: number } = {},
): Promise<DeadlineReminder[]> {
  const made: DeadlineReminder[] = [];
  for (let batch = 0; batch < (options.maxBatches ?? 50); batch++) {
    if (options.shouldStop?.()) break;
    const result = await remindBatch(db, now);
    made.push(...result.made);
    // A short batch was the last; a full one may have more behind it.
    if (result.seen < BATCH) break;
  }
  await removeOldReminders(db, now);
  return made;
}
