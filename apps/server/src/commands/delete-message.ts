import { eq } from 'drizzle-orm';
import { messages } from '../db/chat-schema.ts';
import type { Db } from '../db/client.ts';
import { afterCommit } from '../db/after-commit.ts';
import { NotFoundError } from '../errors.ts';
import { MESSAGE_NOT_FOUND } from '../policies/thread-policy.ts';

/**
 * Deletes a message with its reactions (replies keep their text, their `reply_to` cleared)
 * and queues `message_deleted`.
 */
export async function deleteMessage(db: Db, messageId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(messages)
      .where(eq(messages.id, messageId))
      .returning({ threadId: messages.threadId });
    // Deleted concurrently: the caller's delete did not happen.
    if (!gone) throw new NotFoundError(MESSAGE_NOT_FOUND);
    afterCommit(tx, { t: 'message_deleted', th: gone.threadId, id: messageId });
  });
}
