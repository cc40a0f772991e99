import { and, count, eq, sql } from 'drizzle-orm';
import { ATTACHMENT_NOT_FOUND } from '@crewline/shared/contracts/chat';
import { attachments, messages } from '../../db/chat-schema.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { NotFoundError } from '../../errors.ts';
import type { AttachmentRow } from './attachment-presenter.ts';
import { purgeAttachmentsById, type PurgeDeps } from './purge-attachments.ts';

/** What removing one attachment did to its message. */
type AttachmentRemoval = { message: 'none' | 'updated' | 'deleted' };

/**
 * Removes an attachment (the caller checked it is the uploader's). On a message, the message
 * gets `message_updated`; when it was the last file of a message without text, the message
 * is deleted too with `message_deleted`. The message row is locked first, so two
 * concurrent removals of its last two files leave no empty message. The row is detached in
 * the transaction and purged with its bytes after commit (the sweep finishes a purge a stopped
 * process left undone).
 */
export async function deleteAttachment(
  deps: PurgeDeps,
  attachment: AttachmentRow,
  now: Date,
): Promise<AttachmentRemoval> {
  const removal = await deps.db.transaction(async (tx): Promise<AttachmentRemoval> => {
    const [message] = attachment.messageId
      ? await tx.select().from(messages).where(eq(messages.id, attachment.messageId)).for('update')
      : [];
    const [detached] = await tx
      .update(attachments)
      .set({
        messageId: null,
        attachedAt: sql`coalesce(${attachments.attachedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(
        and(
          eq(attachments.id, attachment.id),
          // Not moved meanwhile (deleted with its message, or removed concurrently).
          attachment.messageId
            ? eq(attachments.messageId, attachment.messageId)
            : sql`${attachments.attachedAt} is null`,
        ),
      )
      .returning({ id: attachments.id });
    if (!detached) throw new NotFoundError(ATTACHMENT_NOT_FOUND);
    if (!message) return { message: 'none' };
    const [left] = await tx
      .select({ n: count() })
      .from(attachments)
      .where(eq(attachments.messageId, message.id));
    if (Number(left?.n ?? 0) === 0 && message.content.trim() === '') {
      await tx.delete(messages).where(eq(messages.id, message.id));
      afterCommit(tx, { t: 'message_deleted', th: message.threadId, id: message.id });
      return { message: 'deleted' };
    }
    await tx.update(messages).set({ updatedAt: now }).where(eq(messages.id, message.id));
    afterCommit(tx, { t: 'message_updated', th: message.threadId, id: message.id });
    return { message: 'updated' };
  });
  await purgeAttachmentsById(deps, [attachment.id]).catch((error: unknown) =>
    deps.log.warn({ err: error, attachmentId: attachment.id }, 'attachments: purge failed'),
  );
  return removal;
}
