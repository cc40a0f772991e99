import { REPLY_NOT_IN_THREAD } from '@crewline/shared/contracts/rule-sentences';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  SCHEDULED_PENDING_MAX,
  SCHEDULED_TOO_MANY,
} from '@crewline/shared/contracts/scheduled-messages';
import { messages, scheduledMessages } from '../../db/chat-schema.ts';
import type { Db } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { ValidationError } from '../../errors.ts';
import type { ThreadRow } from '../chat/thread-presenter.ts';
import type { ScheduledMessageRow } from './scheduled-message-presenter.ts';
import { checkThreadMentions } from '../chat/send-message.ts';
import { checkAttachable } from '../attachments/attach-attachments.ts';

/** A message to send later (the caller reads `thread`; the content is as typed and non-empty). */
type NewScheduledMessage = {
  thread: ThreadRow;
  authorId: string;
  content: string;
  contentType: string;
  replyToMessageId: string | null;
  attachmentIds: readonly string[];
  mentions: readonly string[];
  urgent: boolean;
  /** In the future (the caller checked it against the same clock as `now`). */
  scheduledTime: Date;
  now: Date;
};

/**
 * Stores a message to be sent at its time by the scheduled-messages job. Mentions, the
 * replied-to message and the attachments (the author's own uploads, on no message yet) are
 * checked now, as a send would check them, and again when it is sent.
 * At most SCHEDULED_PENDING_MAX pending entries per author: a transaction-scoped advisory lock
 * on the author makes the count and the insert one step, so concurrent requests cannot pass it
 * together. Queues `scheduled_message_update` for the author's other tabs.
 */
export async function scheduleMessage(
  db: Db,
  input: NewScheduledMessage,
): Promise<ScheduledMessageRow> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`scheduled_messages:${input.authorId}`}, 0))`,
    );
    const [pending] = await tx
      .select({ n: count() })
      .from(scheduledMessages)
      .where(
        and(eq(scheduledMessages.userId, input.authorId), eq(scheduledMessages.status, 'pending')),
      );
    if ((pending?.n ?? 0) >= SCHEDULED_PENDING_MAX) {
      throw new ValidationError(SCHEDULED_TOO_MANY, [{ loc: ['body'], msg: SCHEDULED_TOO_MANY }]);
    }
    if (input.replyToMessageId) {
      const [replied] = await tx
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(eq(messages.id, input.replyToMessageId), eq(messages.threadId, input.thread.id)),
        );
      if (!replied) {
        throw new ValidationError(REPLY_NOT_IN_THREAD, [
          { loc: ['body', 'reply_to_message_id'], msg: REPLY_NOT_IN_THREAD },
        ]);
      }
    }
    const mentions = await checkThreadMentions(tx, input.thread, input.mentions);
    const attachmentIds = await checkAttachable(tx, input.authorId, input.attachmentIds);
    const [row] = await tx
      .insert(scheduledMessages)
      .values({
        userId: input.authorId,
        threadId: input.thread.id,
        content: input.content,
        contentType: input.contentType,
        replyToMessageId: input.replyToMessageId,
        attachmentIds,
        mentions,
        urgent: input.urgent,
        scheduledTime: input.scheduledTime,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    afterCommit(tx, { t: 'scheduled_message_update', u: input.authorId, id: row!.id });
    return row!;
  });
}
