import { and, eq } from 'drizzle-orm';
import {
  SCHEDULED_MESSAGE_NOT_FOUND,
  SCHEDULED_MESSAGE_NOT_PENDING,
  SCHEDULED_NOT_PENDING,
} from '@crewline/shared/contracts/scheduled-messages';
import { scheduledMessages } from '../../db/chat-schema.ts';
import type { Db } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';

/**
 * Cancels (deletes) the author's scheduled message while it is pending: someone else's, or none,
 * is 404; a sent or failed one is 409. The row lock waits for a send in progress, so a cancel
 * never succeeds for a message the job is sending: it sees `sent` and answers 409. Queues
 * `scheduled_message_deleted` for the author's other tabs.
 */
export async function cancelScheduledMessage(
  db: Db,
  input: { id: string; userId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: scheduledMessages.status })
      .from(scheduledMessages)
      .where(and(eq(scheduledMessages.id, input.id), eq(scheduledMessages.userId, input.userId)))
      .for('update');
    if (!row) throw new NotFoundError(SCHEDULED_MESSAGE_NOT_FOUND);
    if (row.status !== 'pending')
      throw new ConflictError(SCHEDULED_NOT_PENDING, SCHEDULED_MESSAGE_NOT_PENDING);
    await tx.delete(scheduledMessages).where(eq(scheduledMessages.id, input.id));
    afterCommit(tx, { t: 'scheduled_message_deleted', u: input.userId, id: input.id });
  });
}
