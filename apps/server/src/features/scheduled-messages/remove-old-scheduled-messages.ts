import { and, lt, ne } from 'drizzle-orm';
import { SCHEDULED_CLEANUP_AGE_MS } from '@crewline/shared/contracts/scheduled-messages';
import { scheduledMessages } from '../../db/chat-schema.ts';
import type { Db } from '../../db/client.ts';

/** Removes sent and failed scheduled messages older than 24 h; returns how many. */
export async function removeOldScheduledMessages(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SCHEDULED_CLEANUP_AGE_MS);
  const gone = await db
    .delete(scheduledMessages)
    .where(and(ne(scheduledMessages.status, 'pending'), lt(scheduledMessages.updatedAt, cutoff)))
    .returning({ id: scheduledMessages.id });
  return gone.length;
}
