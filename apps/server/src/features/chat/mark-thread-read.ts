import { sql } from 'drizzle-orm';
import { threadReads } from '../../db/chat-schema.ts';
import type { Db } from '../../db/client.ts';

/**
 * Moves the user's read mark in a thread up to the message numbered `seq`; never back, so a
 * late request from another tab cannot make read messages unread again.
 */
export async function markThreadRead(
  db: Db,
  options: { threadId: string; userId: string; seq: number; now: Date },
): Promise<void> {
  const { threadId, userId, seq, now } = options;
  await db
    .insert(threadReads)
    .values({ threadId, userId, lastReadSeq: seq, updatedAt: now })
    .onConflictDoUpdate({
      target: [threadReads.threadId, threadReads.userId],
      set: {
        lastReadSeq: sql`greatest(${threadReads.lastReadSeq}, excluded.last_read_seq)`,
        updatedAt: now,
      },
    });
}
