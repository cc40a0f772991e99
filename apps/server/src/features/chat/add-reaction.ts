import { messageReactions } from '../../db/chat-schema.ts';
import type { Db } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';
import type { MessageRow } from './message-presenter.ts';

/**
 * Adds the user's `emoji` to a message (once: adding it again changes nothing) and queues
 * `reaction` when it was new.
 */
export async function addReaction(
  db: Db,
  options: { message: MessageRow; userId: string; emoji: string; now: Date },
): Promise<void> {
  const { message, userId, emoji, now } = options;
  const added = await db
    .insert(messageReactions)
    .values({ messageId: message.id, userId, emoji, createdAt: now })
    .onConflictDoNothing()
    .returning({ emoji: messageReactions.emoji });
  // A single statement on the root handle: committed already, so the envelope goes now.
  if (added.length > 0) afterCommit(db, { t: 'reaction', th: message.threadId, id: message.id });
}
