import { eq } from 'drizzle-orm';
import { attachments, messages } from '../../db/chat-schema.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { NotFoundError } from '../../errors.ts';
import { MESSAGE_NOT_FOUND } from './thread-policy.ts';
import { purgeAttachmentsById, type PurgeDeps } from '../attachments/purge-attachments.ts';

/**
 * Deletes a message with its reactions (replies keep their text, their `reply_to` cleared)
 * and queues `message_deleted`. Its attachments are detached by the foreign key (`message_id`
 * null, `attached_at` kept) and, once committed, removed with their bytes; if the process
 * stops in between, the periodic sweep removes them.
 */
export async function deleteMessage(deps: PurgeDeps, messageId: string): Promise<void> {
  const files = await deps.db.transaction(async (tx) => {
    const attached = await tx
      .select({ id: attachments.id })
      .from(attachments)
      .where(eq(attachments.messageId, messageId));
    const [gone] = await tx
      .delete(messages)
      .where(eq(messages.id, messageId))
      .returning({ threadId: messages.threadId });
    // Deleted concurrently: the caller's delete did not happen.
    if (!gone) throw new NotFoundError(MESSAGE_NOT_FOUND);
    afterCommit(tx, { t: 'message_deleted', th: gone.threadId, id: messageId });
    return attached.map((row) => row.id);
  });
  // The message is gone either way; files left behind are the sweep's.
  await purgeAttachmentsById(deps, files).catch((error: unknown) =>
    deps.log.warn({ err: error, messageId }, 'attachments: purge after message delete failed'),
  );
}
