import { eq } from 'drizzle-orm';
import { threadParticipants, threads } from '../../db/chat-schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { NotFoundError } from '../../errors.ts';
import { THREAD_NOT_FOUND } from './thread-policy.ts';
import type { ThreadRow } from './thread-presenter.ts';

/**
 * Who hears about a thread change: the project room of a project thread (`p`), or the
 * participants of a direct thread in their personal rooms (`users`).
 */
export async function threadAudience(
  tx: DbOrTx,
  thread: ThreadRow,
): Promise<{ th: string; p?: string; users?: string[] }> {
  if (thread.projectId) return { th: thread.id, p: thread.projectId };
  const rows = await tx
    .select({ id: threadParticipants.userId })
    .from(threadParticipants)
    .where(eq(threadParticipants.threadId, thread.id));
  return { th: thread.id, users: rows.map((r) => r.id) };
}

/** Deletes a thread with its messages, reactions and read marks; queues `thread_deleted`. */
export async function deleteThread(db: Db, threadId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [thread] = await tx.select().from(threads).where(eq(threads.id, threadId)).for('update');
    if (!thread) throw new NotFoundError(THREAD_NOT_FOUND);
    // Read before the delete: the participants go with the thread.
    const audience = await threadAudience(tx, thread);
    await tx.delete(threads).where(eq(threads.id, threadId));
    afterCommit(tx, { t: 'thread_deleted', ...audience });
  });
}
