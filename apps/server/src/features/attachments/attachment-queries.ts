import { and, count, eq, isNull, min, or, sql } from 'drizzle-orm';
import { ATTACHMENT_NOT_FOUND } from '@crewline/shared/contracts/chat';
import { attachments, messages, threads } from '../../db/chat-schema.ts';
import { NotFoundError } from '../../errors.ts';
import type { AttachmentRow } from './attachment-presenter.ts';
import { readableBy } from '../chat/thread-queries.ts';
import type { DbOrTx } from '../../db/client.ts';

/**
 * An attachment `userId` may read: their own upload not yet sent (nor removed), or a file of a
 * message in a thread they read. Anyone else, and a removed file, gets 404 (never 403).
 */
export async function loadReadableAttachment(
  db: DbOrTx,
  userId: string,
  attachmentId: string,
): Promise<AttachmentRow> {
  const [row] = await db
    .select({ attachment: attachments })
    .from(attachments)
    .leftJoin(messages, eq(messages.id, attachments.messageId))
    .leftJoin(threads, eq(threads.id, messages.threadId))
    .where(
      and(
        eq(attachments.id, attachmentId),
        or(
          and(
            isNull(attachments.messageId),
            isNull(attachments.attachedAt),
            eq(attachments.uploaderId, userId),
          ),
          and(sql`${threads.id} is not null`, readableBy(userId)),
        ),
      ),
    )
    .limit(1);
  if (!row) throw new NotFoundError(ATTACHMENT_NOT_FOUND);
  return row.attachment;
}

/** `userId`'s uploads not yet sent in a message: how many, their bytes, and the oldest's time. */
export async function pendingUploadTotals(
  db: DbOrTx,
  userId: string,
): Promise<{ count: number; bytes: number; oldest: Date | null }> {
  const [row] = await db
    .select({
      count: count(),
      bytes: sql<string | null>`sum(${attachments.fileSize})`,
      oldest: min(attachments.createdAt),
    })
    .from(attachments)
    .where(
      and(
        eq(attachments.uploaderId, userId),
        isNull(attachments.messageId),
        isNull(attachments.attachedAt),
      ),
    );
  return { count: row?.count ?? 0, bytes: Number(row?.bytes ?? 0), oldest: row?.oldest ?? null };
}
