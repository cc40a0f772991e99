import { eq } from 'drizzle-orm';
import { threads } from '../../db/chat-schema.ts';
import type { Db } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { NotFoundError } from '../../errors.ts';
import { THREAD_NOT_FOUND } from './thread-policy.ts';
import type { ThreadRow } from './thread-presenter.ts';
import { assertTitleFree } from './create-thread.ts';
import { threadAudience } from './delete-thread.ts';

/** What PUT /api/threads/{id} may change. */
type ThreadChanges = { title?: string; isPinned?: boolean; isArchived?: boolean };

/**
 * Renames, pins or archives a thread and queues `thread_update`. A project thread's new title
 * must be free in its project (409 with the other thread's id). Nothing changed, nothing written.
 */
export async function updateThread(
  db: Db,
  options: { threadId: string; changes: ThreadChanges; now: Date },
): Promise<void> {
  const { threadId, changes, now } = options;
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(threads)
        .where(eq(threads.id, threadId))
        .for('update');
      if (!before) throw new NotFoundError(THREAD_NOT_FOUND);
      const next = {
        title: changes.title ?? before.title,
        isPinned: changes.isPinned ?? before.isPinned,
        isArchived: changes.isArchived ?? before.isArchived,
      };
      if (
        next.title === before.title &&
        next.isPinned === before.isPinned &&
        next.isArchived === before.isArchived
      )
        return;
      if (before.projectId && next.title && next.title !== before.title) {
        await assertTitleFree(tx, before.projectId, next.title, before.id);
      }
      await tx
        .update(threads)
        .set({ ...next, updatedAt: now })
        .where(eq(threads.id, threadId));
      afterCommit(tx, { t: 'thread_update', ...(await threadAudience(tx, before)) });
    });
  } catch (error) {
    if (!isUniqueViolation(error) || !changes.title) throw error;
    const [row] = await db.select().from(threads).where(eq(threads.id, threadId));
    if (row?.projectId) await assertTitleFree(db, row.projectId, changes.title, row.id);
    throw error;
  }
}

export type { ThreadRow };
