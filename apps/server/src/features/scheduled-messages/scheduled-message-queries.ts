import { and, asc, eq, gt, or, type SQL } from 'drizzle-orm';
import {
  SCHEDULED_CLEANUP_AGE_MS,
  SCHEDULED_SENT_VISIBLE_MS,
  type ScheduledMessageJson,
} from '@crewline/shared/contracts/scheduled-messages';
import { scheduledMessages } from '../../db/chat-schema.ts';
import { presentScheduledMessage } from './scheduled-message-presenter.ts';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The author's scheduled messages as the list shows them (docs/PRODUCT.md, Scheduled messages):
 * pending ones, failed ones (until they are cleaned up after 24 h), and sent ones for 60 s after
 * sending; by time.
 * `where` narrows further (one thread, one entry).
 */
export async function listScheduledMessages(
  db: DbOrTx,
  userId: string,
  now: Date,
  where?: SQL,
): Promise<ScheduledMessageJson[]> {
  const since = (ms: number) => new Date(now.getTime() - ms);
  const rows = await db
    .select()
    .from(scheduledMessages)
    .where(
      and(
        eq(scheduledMessages.userId, userId),
        or(
          eq(scheduledMessages.status, 'pending'),
          and(
            eq(scheduledMessages.status, 'failed'),
            gt(scheduledMessages.updatedAt, since(SCHEDULED_CLEANUP_AGE_MS)),
          ),
          and(
            eq(scheduledMessages.status, 'sent'),
            gt(scheduledMessages.updatedAt, since(SCHEDULED_SENT_VISIBLE_MS)),
          ),
        ),
        where,
      ),
    )
    .orderBy(
      asc(scheduledMessages.scheduledTime),
      asc(scheduledMessages.createdAt),
      asc(scheduledMessages.id),
    );
  return rows.map(presentScheduledMessage);
}
