import { and, asc, eq, lte, sql } from 'drizzle-orm';
import {
  SCHEDULED_AUTHOR_LEFT_THREAD,
  SCHEDULED_SEND_FAILED,
  SCHEDULED_SEND_MAX_ATTEMPTS,
  SCHEDULED_SEND_RETRY_MS,
  type ScheduledMessageStatus,
} from '@crewline/shared/contracts/scheduled-messages';
import { scheduledMessages, threads } from '../../db/chat-schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { AppError, ForbiddenError } from '../../errors.ts';
import type { ScheduledMessageRow } from './scheduled-message-presenter.ts';
import { readableBy } from '../chat/thread-queries.ts';
import { sendMessageIn } from '../chat/send-message.ts';

/** What happened to one scheduled message. */
export type ScheduledSendOutcome = {
  id: string;
  /** `sent`; `pending` again (retried later); or `failed` for good. */
  status: ScheduledMessageStatus;
  messageId: string | null;
  lastError: string | null;
  /** An unexpected error behind a failure, for the log (never shown to the author). */
  cause?: unknown;
};

/** The client id a scheduled message is sent with: a second send of it is a no-op. */
export function scheduledClientId(id: string): string {
  return `scheduled:${id}`;
}

/** The text an author sees for a failed attempt: our own errors' texts, never internals. */
function describeFailure(error: unknown): { lastError: string; cause?: unknown } {
  if (error instanceof AppError && error.status < 500) return { lastError: error.message };
  return { lastError: SCHEDULED_SEND_FAILED, cause: error };
}

/** Sends the entry as its author; throws (with the author's text) when it cannot be sent. */
async function sendAsAuthor(tx: Tx, entry: ScheduledMessageRow, now: Date): Promise<string> {
  const [readable] = await tx
    .select({ id: threads.id })
    .from(threads)
    .where(and(eq(threads.id, entry.threadId), readableBy(entry.userId)))
    .limit(1);
  if (!readable) throw new ForbiddenError(SCHEDULED_AUTHOR_LEFT_THREAD);
  const { message } = await sendMessageIn(tx, {
    threadId: entry.threadId,
    authorId: entry.userId,
    content: entry.content,
    contentType: entry.contentType,
    replyToMessageId: entry.replyToMessageId,
    mentions: entry.mentions,
    urgent: entry.urgent,
    clientId: scheduledClientId(entry.id),
    attachmentIds: entry.attachmentIds,
    now,
  });
  return message.id;
}

/** Counts a failed attempt: pending again SCHEDULED_SEND_RETRY_MS later, or failed for good. */
async function recordFailure(
  tx: Tx,
  entry: ScheduledMessageRow,
  error: unknown,
  now: Date,
): Promise<ScheduledSendOutcome> {
  const { lastError, cause } = describeFailure(error);
  const attempts = entry.attempts + 1;
  const status = attempts >= SCHEDULED_SEND_MAX_ATTEMPTS ? 'failed' : 'pending';
  await tx
    .update(scheduledMessages)
    .set({
      status,
      attempts,
      lastError,
      updatedAt: now,
      ...(status === 'pending' && {
        scheduledTime: new Date(now.getTime() + SCHEDULED_SEND_RETRY_MS),
      }),
    })
    .where(eq(scheduledMessages.id, entry.id));
  return { id: entry.id, status, messageId: null, lastError, cause };
}

/**
 * Sends the earliest due pending scheduled message, if any, exactly once across processes and
 * crashes. One transaction claims it (`FOR UPDATE SKIP LOCKED`: other processes skip it and
 * take the next), sends it through sendMessage and records the outcome, so the message and
 * its `sent` status commit together or not at all: a process that dies mid-way leaves it
 * pending and due, and the next run sends it. The client id `scheduled:<id>` is a second guard:
 * a send that somehow committed without its status is found again, not repeated. A failed
 * attempt rolls back to a savepoint (the claim holds), counts, and is retried
 * SCHEDULED_SEND_RETRY_MS later until SCHEDULED_SEND_MAX_ATTEMPTS, then the entry fails with
 * `last_error`. Queues `scheduled_message_update` for the author.
 */
export async function sendNextScheduledMessage(
  db: Db,
  now: Date,
): Promise<ScheduledSendOutcome | null> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(scheduledMessages)
      .where(
        and(eq(scheduledMessages.status, 'pending'), lte(scheduledMessages.scheduledTime, now)),
      )
      .orderBy(asc(scheduledMessages.scheduledTime), asc(scheduledMessages.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!entry) return null;
    afterCommit(tx, { t: 'scheduled_message_update', u: entry.userId, id: entry.id });
    await tx.execute(sql`savepoint scheduled_send`);
    let messageId: string;
    try {
      messageId = await sendAsAuthor(tx, entry, now);
    } catch (error) {
      await tx.execute(sql`rollback to savepoint scheduled_send`);
      return recordFailure(tx, entry, error, now);
    }
    await tx.execute(sql`release savepoint scheduled_send`);
    await tx
      .update(scheduledMessages)
      .set({ status: 'sent', messageId, lastError: null, updatedAt: now })
      .where(eq(scheduledMessages.id, entry.id));
    return { id: entry.id, status: 'sent', messageId, lastError: null };
  });
}
