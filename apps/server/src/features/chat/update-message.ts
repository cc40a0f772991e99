import { eq } from 'drizzle-orm';
import { messages } from '../../db/chat-schema.ts';
import type { Db } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { NotFoundError } from '../../errors.ts';
import { MESSAGE_NOT_FOUND } from './thread-policy.ts';

/**
 * Replaces a message's content, marks it edited and queues `message_updated`, in one
 * transaction. The same content again writes nothing.
 */
export async function updateMessage(
  db: Db,
  options: { messageId: string; content: string; now: Date },
): Promise<void> {
  const { messageId, content, now } = options;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ content: messages.content })
      .from(messages)
      .where(eq(messages.id, messageId))
      .for('update');
    if (!before) throw new NotFoundError(MESSAGE_NOT_FOUND);
    if (before.content === content) return;
    const [row] = await tx
      .update(messages)
      .set({ content, isEdited: true, updatedAt: now })
      .where(eq(messages.id, messageId))
      .returning({ threadId: messages.threadId });
    afterCommit(tx, { t: 'message_updated', th: row!.threadId, id: messageId });
  });
}
