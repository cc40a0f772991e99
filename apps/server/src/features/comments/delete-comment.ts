import { eq } from 'drizzle-orm';
import { comments } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { NotFoundError } from '../../errors.ts';
import { COMMENT_NOT_FOUND } from './comment-policy.ts';
import { recordCommentActivity } from './comment-activity.ts';

/** Deletes a comment, records `comment_deleted` (with its summary) and queues its envelope. */
export async function deleteComment(
  db: Db,
  options: { commentId: string; actorId: string; now: Date },
): Promise<void> {
  const { commentId, actorId, now } = options;
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(comments).where(eq(comments.id, commentId)).returning();
    // Deleted concurrently by someone else: the caller's delete did not happen.
    if (!gone) throw new NotFoundError(COMMENT_NOT_FOUND);
    afterCommit(tx, { t: 'comment_deleted', p: gone.projectId, id: gone.id, task: gone.taskId });
    await recordCommentActivity(tx, { action: 'comment_deleted', comment: gone, actorId, at: now });
  });
}
