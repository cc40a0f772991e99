import { and, eq, inArray } from 'drizzle-orm';
import { ATTACHMENT_ALREADY_ATTACHED, ATTACHMENT_NOT_FOUND } from '@crewline/shared/contracts/chat';
import { attachments } from '../../db/chat-schema.ts';
import { ValidationError } from '../../errors.ts';
import type { DbOrTx } from '../../db/client.ts';

function refuse(message: string): never {
  throw new ValidationError(message, [{ loc: ['body', 'attachments'], msg: message }]);
}

/**
 * Checks that every id names an upload of `uploaderId` that no message has taken yet, and
 * returns the ids once each. Inside a transaction the rows stay locked until it ends, so two
 * sends racing for one file cannot both take it (the second sees it attached: 422). For
 * POST /api/messages and for scheduling a message (checked again when it is sent).
 */
export async function checkAttachable(
  tx: DbOrTx,
  uploaderId: string,
  ids: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const rows = await tx
    .select({
      id: attachments.id,
      uploaderId: attachments.uploaderId,
      messageId: attachments.messageId,
      attachedAt: attachments.attachedAt,
    })
    .from(attachments)
    .where(inArray(attachments.id, unique))
    .for('update');
  const mine = rows.filter((row) => row.uploaderId === uploaderId);
  if (mine.length !== unique.length) refuse(ATTACHMENT_NOT_FOUND);
  if (mine.some((row) => row.messageId !== null || row.attachedAt !== null)) {
    refuse(ATTACHMENT_ALREADY_ATTACHED);
  }
  return unique;
}

/** Joins checked uploads (checkAttachable, same transaction) to a new message. */
export async function attachToMessage(
  tx: DbOrTx,
  messageId: string,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(attachments)
    .set({ messageId, attachedAt: now })
    .where(inArray(attachments.id, [...ids]));
}

/** The ids of a message's attachments (the duplicate check compares them). */
export async function attachmentIdsOf(tx: DbOrTx, messageId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: attachments.id })
    .from(attachments)
    .where(and(eq(attachments.messageId, messageId)));
  return rows.map((row) => row.id);
}
