import { eq } from 'drizzle-orm';
import { comments } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { NotFoundError } from '../../errors.ts';
import { COMMENT_NOT_FOUND } from './comment-policy.ts';
import type { CommentRow } from './comment-presenter.ts';
import { checkMentions } from './comment-mentions.ts';
import { recordCommentActivity } from './comment-activity.ts';

/**
 * Replaces a comment's text (and its mentions when given; left out, they stay), records
 * `comment_updated` and queues its envelope, in one transaction. New mentions must be project
 * members (422). An edit that changes nothing writes nothing and records nothing.
 */
export async function updateComment(
  db: Db,
  options: {
    commentId: string;
    actorId: string;
    text: string;
    mentions?: readonly string[];
    now: Date;
  },
): Promise<CommentRow> {
  const { commentId, actorId, text, now } = options;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(comments)
      .where(eq(comments.id, commentId))
      .for('update');
    if (!before) throw new NotFoundError(COMMENT_NOT_FOUND);
    const mentions =
      options.mentions === undefined
        ? before.mentions
        : await checkMentions(tx, before.projectId, options.mentions, before.mentions);
    const sameMentions =
      mentions.length === before.mentions.length &&
      mentions.every((id, i) => id === before.mentions[i]);
    if (text === before.text && sameMentions) return before;

    const [row] = await tx
      .update(comments)
      .set({ text, mentions, updatedAt: now })
      .where(eq(comments.id, commentId))
      .returning();
    const comment = row!;
    afterCommit(tx, { t: 'comment_updated', p: comment.projectId, id: comment.id });
    await recordCommentActivity(tx, { action: 'comment_updated', comment, actorId, at: now });
    return comment;
  });
}
