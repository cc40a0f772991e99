import { and, eq, isNull, lt } from 'drizzle-orm';
import { STALE_THREAD_AGE_MS } from '@crewline/shared/contracts/chat';
import { threadParticipants, threads } from '../../db/chat-schema.ts';
import type { Db } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';

/**
 * Removes the caller's untitled threads that never got a message and are older than 24 h
 * (docs/PRODUCT.md, Threads), queueing `thread_deleted` for each; returns how many were removed.
 */
export async function cleanupStaleThreads(
  db: Db,
  options: { userId: string; now: Date },
): Promise<number> {
  const cutoff = new Date(options.now.getTime() - STALE_THREAD_AGE_MS);
  return db.transaction(async (tx) => {
    const stale = and(
      eq(threads.createdBy, options.userId),
      isNull(threads.title),
      eq(threads.messageSeq, 0),
      lt(threads.createdAt, cutoff),
    );
    const people = await tx
      .select({ threadId: threadParticipants.threadId, userId: threadParticipants.userId })
      .from(threadParticipants)
      .innerJoin(threads, eq(threads.id, threadParticipants.threadId))
      .where(stale);
    const gone = await tx.delete(threads).where(stale).returning({ id: threads.id });
    for (const { id } of gone) {
      const users = people.filter((p) => p.threadId === id).map((p) => p.userId);
      afterCommit(tx, { t: 'thread_deleted', th: id, users });
    }
    return gone.length;
  });
}
