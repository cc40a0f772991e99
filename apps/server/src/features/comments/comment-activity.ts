import { eq } from 'drizzle-orm';
import { commentSummary } from '@crewline/shared/contracts/comments';
import { tasks } from '../../db/schema.ts';
import { recordActivity } from '../activity/record-activity.ts';
import type { DbOrTx } from '../../db/client.ts';

/** What a comment write records in the project's feed. */
type CommentActivity = {
  action: 'comment_added' | 'comment_updated' | 'comment_deleted';
  comment: { id: string; projectId: string; taskId: string | null; text: string };
  actorId: string;
  /** The task's title when the caller already has it; read otherwise. */
  taskTitle?: string;
  at: Date;
};

/**
 * Records a comment write under the feed's comments tab, in the write's transaction:
 * `{summary, task_id, task_title?}`, the summary cut to COMMENT_SUMMARY_LENGTH characters.
 */
export async function recordCommentActivity(tx: DbOrTx, event: CommentActivity): Promise<void> {
  const { comment } = event;
  let taskTitle = event.taskTitle;
  if (comment.taskId && taskTitle === undefined) {
    const [task] = await tx
      .select({ title: tasks.title })
      .from(tasks)
      .where(eq(tasks.id, comment.taskId));
    taskTitle = task?.title;
  }
  await recordActivity(tx, {
    projectId: comment.projectId,
    actorId: event.actorId,
    category: 'comments',
    action: event.action,
    entityType: 'comment',
    entityId: comment.id,
    data: {
      summary: commentSummary(comment.text),
      task_id: comment.taskId,
      ...(taskTitle !== undefined && { task_title: taskTitle }),
    },
    at: event.at,
  });
}
