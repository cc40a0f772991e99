import {
  MESSAGE_MENTION_NOT_MEMBER,
  REPLY_NOT_IN_THREAD,
} from '@crewline/shared/contracts/rule-sentences';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { DUPLICATE_MESSAGE_WINDOW_MS } from '@crewline/shared/contracts/chat';
import { projectMembers } from '../../db/schema.ts';
import { messages, threadParticipants, threads } from '../../db/chat-schema.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { THREAD_NOT_FOUND } from './thread-policy.ts';
import type { MessageRow } from './message-presenter.ts';
import type { ThreadRow } from './thread-presenter.ts';
import {
  attachmentIdsOf,
  attachToMessage,
  checkAttachable,
} from '../attachments/attach-attachments.ts';
import { notifyEvent } from '../notifications/notification-events.ts';

/** A new message (the caller may read the thread; the content is as typed and non-empty). */
type NewMessage = {
  threadId: string;
  authorId: string;
  content: string;
  contentType: string;
  replyToMessageId: string | null;
  mentions: readonly string[];
  urgent: boolean;
  clientId: string | null;
  /**
   * Uploads of the author's to join to the message (each at most once, on no other message;
   * else 422). With attachments the content may be empty.
   */
  attachmentIds?: readonly string[];
  now: Date;
};

/**
 * Returns the mentions deduplicated, or 422 when someone is not a member of the thread (its
 * project's members, or a direct thread's participants).
 */
export async function checkThreadMentions(
  tx: DbOrTx,
  thread: ThreadRow,
  mentions: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(mentions)];
  if (unique.length === 0) return unique;
  const found = thread.projectId
    ? await tx
        .select({ id: projectMembers.userId })
        .from(projectMembers)
        .where(
          and(
            eq(projectMembers.projectId, thread.projectId),
            inArray(projectMembers.userId, unique),
          ),
        )
    : await tx
        .select({ id: threadParticipants.userId })
        .from(threadParticipants)
        .where(
          and(
            eq(threadParticipants.threadId, thread.id),
            inArray(threadParticipants.userId, unique),
          ),
        );
  if (found.length !== unique.length) {
    throw new ValidationError(MESSAGE_MENTION_NOT_MEMBER, [
      { loc: ['body', 'mentions'], msg: MESSAGE_MENTION_NOT_MEMBER },
    ]);
  }
  return unique;
}

// How many of a thread's newest messages the 1-second duplicate check looks at.
const DUPLICATE_SCAN_ROWS = 50;

/** The author's message sent earlier with this client id, if any. */
async function byClientId(db: DbOrTx, authorId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, authorId), eq(messages.clientId, clientId)))
    .limit(1);
  return row;
}

/**
 * The author's message with the same content in this thread within the last second, if any.
 * Messages take their numbers under the thread lock with the clock's time, so only the newest
 * few can be that recent: the walk is bounded (DUPLICATE_SCAN_ROWS of the thread's seq index),
 * never the whole thread.
 */
async function recentDuplicate(
  tx: DbOrTx,
  threadId: string,
  input: NewMessage,
): Promise<MessageRow | undefined> {
  const since = new Date(input.now.getTime() - DUPLICATE_MESSAGE_WINDOW_MS);
  const recent = tx
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.threadId, threadId))
    .orderBy(desc(messages.seq))
    .limit(DUPLICATE_SCAN_ROWS);
  const [duplicate] = await tx
    .select()
    .from(messages)
    .where(
      and(
        inArray(messages.id, recent),
        eq(messages.userId, input.authorId),
        eq(messages.content, input.content),
        gt(messages.createdAt, since),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(1);
  return duplicate;
}

/**
 * Whether an earlier message carries exactly these files: the same text with other files (two
 * photos sent one after the other, both without text) is a new message, not a repeat.
 */
async function sameFiles(tx: DbOrTx, messageId: string, ids: readonly string[]): Promise<boolean> {
  const earlier = new Set(await attachmentIdsOf(tx, messageId));
  const now = new Set(ids);
  return earlier.size === now.size && [...now].every((id) => earlier.has(id));
}

/**
 * Sends a message: it takes the thread's next number under the thread's row lock, so two
 * sends never share one and a retry waits for the first. A `client_id` already used by the
 * author, or the same content (and files) from the same author in this thread within 1 s
 * (one message: docs/PRODUCT.md, Messages), answers the earlier message (`created` false) and writes nothing. Attachments
 * are checked (checkAttachable) and joined to the message in its transaction. Queues
 * `new_message`.
 */
export async function sendMessageIn(
  tx: Tx,
  input: NewMessage,
): Promise<{ message: MessageRow; created: boolean }> {
  const [thread] = await tx
    .select()
    .from(threads)
    .where(eq(threads.id, input.threadId))
    .for('update');
  if (!thread) throw new NotFoundError(THREAD_NOT_FOUND);
  if (input.clientId) {
    const earlier = await byClientId(tx, input.authorId, input.clientId);
    if (earlier) return { message: earlier, created: false };
  }
  const duplicate = await recentDuplicate(tx, thread.id, input);
  if (duplicate && (await sameFiles(tx, duplicate.id, input.attachmentIds ?? []))) {
    return { message: duplicate, created: false };
  }
  if (input.replyToMessageId) {
    const [replied] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, input.replyToMessageId), eq(messages.threadId, thread.id)));
    if (!replied) {
      throw new ValidationError(REPLY_NOT_IN_THREAD, [
        { loc: ['body', 'reply_to_message_id'], msg: REPLY_NOT_IN_THREAD },
      ]);
    }
  }
  const mentions = await checkThreadMentions(tx, thread, input.mentions);
  const files = await checkAttachable(tx, input.authorId, input.attachmentIds ?? []);
  const seq = thread.messageSeq + 1;
  const [row] = await tx
    .insert(messages)
    .values({
      threadId: thread.id,
      seq,
      userId: input.authorId,
      content: input.content,
      contentType: input.contentType,
      replyToMessageId: input.replyToMessageId,
      mentions,
      urgent: input.urgent,
      clientId: input.clientId,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  await tx
    .update(threads)
    .set({ messageSeq: seq, lastMessageAt: input.now })
    .where(eq(threads.id, thread.id));
  const message = row!;
  await attachToMessage(tx, message.id, files, input.now);
  afterCommit(tx, { t: 'new_message', th: thread.id, id: message.id });
  // Urgent reaches the whole thread: always the job's; mentions and a reply may be few.
  await notifyEvent(
    tx,
    { kind: 'message_sent', messageId: message.id, at: input.now.toISOString() },
    message.urgent ? Infinity : mentions.length + (message.replyToMessageId ? 1 : 0),
  );
  return { message, created: true };
}

/**
 * sendMessageIn in a transaction of its own. The same client id racing in from another
 * connection loses on the unique index: the first send is then the answer.
 */
export async function sendMessage(
  db: Db,
  input: NewMessage,
): Promise<{ message: MessageRow; created: boolean }> {
  try {
    return await db.transaction((tx) => sendMessageIn(tx, input));
  } catch (error) {
    // The same client id raced in from another thread: the first send is the one.
    if (!isUniqueViolation(error) || !input.clientId) throw error;
    const earlier = await byClientId(db, input.authorId, input.clientId);
    if (!earlier) throw error;
    return { message: earlier, created: false };
  }
}
