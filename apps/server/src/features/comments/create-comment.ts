import { and, eq } from 'drizzle-orm';
import { comments, projects, tasks } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { NotFoundError } from '../../errors.ts';
import { PROJECT_NOT_FOUND } from '../projects/project-policy.ts';
import { TASK_NOT_FOUND } from '../tasks/task-policy.ts';
import type { CommentRow } from './comment-presenter.ts';
import { checkMentions } from './comment-mentions.ts';
import { recordCommentActivity } from './comment-activity.ts';
import { notifyEvent } from '../notifications/notification-events.ts';

/** A new comment: on the project itself when `taskId` is null, else on that task. */
type NewComment = {
  projectId: string;
  taskId: string | null;
  authorId: string;
  /** As typed, trimmed and checked non-empty by the request schema. */
  text: string;
  mentions: readonly string[];
  now: Date;
};

/**
 * Writes a comment, its `comment_added` feed entry and its envelope in one transaction.
 * Mentions must be project members (422). The project or task is key-share locked first, so
 * a concurrent delete waits for this comment and then takes it along, never fails it.
 */
export async function createComment(db: Db, input: NewComment): Promise<CommentRow> {
  return db.transaction(async (tx) => {
    let taskTitle: string | undefined;
    if (input.taskId) {
      const [task] = await tx
        .select({ title: tasks.title })
        .from(tasks)
        .where(and(eq(tasks.id, input.taskId), eq(tasks.projectId, input.projectId)))
        .for('key share');
      if (!task) throw new NotFoundError(TASK_NOT_FOUND);
      taskTitle = task.title;
    } else {
      const [project] = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.id, input.projectId))
        .for('key share');
      if (!project) throw new NotFoundError(PROJECT_NOT_FOUND);
    }
    const mentions = await checkMentions(tx, input.projectId, input.mentions);
    const [row] = await tx
      .insert(comments)
      .values({
        projectId: input.projectId,
        taskId: input.taskId,
        userId: input.authorId,
        text: input.text,
        mentions,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    const comment = row!;
    afterCommit(tx, { t: 'comment_added', p: comment.projectId, id: comment.id });
    await recordCommentActivity(tx, {
      action: 'comment_added',
      comment,
      actorId: input.authorId,
      taskTitle,
      at: input.now,
    });
    // The people mentioned, and a task's creator and assignee.
    await notifyEvent(
      tx,
      { kind: 'comment_created', commentId: comment.id, at: input.now.toISOString() },
      mentions.length + (input.taskId ? 2 : 0),
    );
    return comment;
  });
}
