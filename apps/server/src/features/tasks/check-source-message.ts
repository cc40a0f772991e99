import { and, eq, sql } from 'drizzle-orm';
import { messages, threads } from '../../db/chat-schema.ts';
import type { Db } from '../../db/client.ts';
import { ValidationError } from '../../errors.ts';
import { readableBy } from '../chat/thread-queries.ts';

/** The 422 text for a `created_from_message_id` the task may not come from. */
export const SOURCE_MESSAGE_REFUSED =
  "The message must be one you can read in this project's chat or a direct chat of its members";

/**
 * Checks that a task of `projectId` may be made from a message: the caller can read it, and it
 * is in a thread of that project, or in a direct thread whose people all belong to the project
 * (so the task never points its team at a conversation they cannot see). 422 otherwise: a
 * missing message and someone else's read the same, so nothing leaks.
 */
export async function checkSourceMessage(
  db: Db,
  options: { userId: string; projectId: string; messageId: string },
): Promise<void> {
  const { userId, projectId, messageId } = options;
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(threads, eq(threads.id, messages.threadId))
    .where(
      and(
        eq(messages.id, messageId),
        readableBy(userId),
        sql`(${threads.projectId} = ${projectId} or (${threads.contextType} = 'direct' and not exists (
          select 1 from thread_participants tp where tp.thread_id = ${threads.id}
            and tp.user_id not in (select pm.user_id from project_members pm where pm.project_id = ${projectId}))))`,
      ),
    )
    .limit(1);
  if (!row) {
    throw new ValidationError(SOURCE_MESSAGE_REFUSED, [
      { loc: ['body', 'created_from_message_id'], msg: SOURCE_MESSAGE_REFUSED },
    ]);
  }
}
