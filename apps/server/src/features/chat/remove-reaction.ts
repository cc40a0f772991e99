import { and, eq } from 'drizzle-orm';
import { messageReactions } from '../../db/chat-schema.ts';
import type { Db } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';
import type { MessageRow } from './message-presenter.ts';

/** Removes the user's `emoji` from a message, queueing `reaction` when there was one. */
export async function removeReaction(
  db: Db,
  options: { message: MessageRow; userId: string; emoji: string },
): Promise<void> {
  const { message, userId, emoji } = options;
  const removed = await db
    .delete(messageReactions)
    .where(
      and(
        eq(messageReactions.messageId, message.id),
        eq(messageReactions.userId, userId),
        eq(messageReactions.emoji, emoji),
      ),
    )
    .returning({ emoji: messageReactions.emoji });
  if (removed.length > 0) {
    afterCommit(db, { t: 'reaction', th: message.threadId, id: message.id });
  }
}
