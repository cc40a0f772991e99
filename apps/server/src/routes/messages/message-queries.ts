import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MessageJson } from '@crewline/shared';
import { users } from '../../db/schema.ts';
import { messageReactions, messages, threadReads, threads } from '../../db/chat-schema.ts';
import type { DbOrTx } from '../../commands/record-activity.ts';
import { NotFoundError } from '../../errors.ts';
import { MESSAGE_NOT_FOUND } from '../../policies/thread-policy.ts';
import {
  presentMessage,
  type LoadedMessageRow,
  type MessageRow,
  type ReactionRow,
} from '../../presenters/message.ts';
import { readableBy } from '../threads/thread-queries.ts';
import { attachmentsOfMessages } from '../attachments/attachment-queries.ts';

const reply = alias(messages, 'reply');
const replyAuthor = alias(users, 'reply_author');

/** Messages matching `where` with their authors and replied-to messages, in `order`. */
export async function selectMessages(
  db: DbOrTx,
  where: SQL | undefined,
  order: SQL[],
  limit?: number,
): Promise<LoadedMessageRow[]> {
  const query = db
    .select({
      message: messages,
      authorName: users.name,
      authorAvatar: users.avatar,
      replyContent: reply.content,
      replyUserId: reply.userId,
      replyName: replyAuthor.name,
      replyAvatar: replyAuthor.avatar,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.userId))
    .leftJoin(reply, eq(reply.id, messages.replyToMessageId))
    .leftJoin(replyAuthor, eq(replyAuthor.id, reply.userId))
    .where(where)
    .orderBy(...order);
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((row) => ({
    message: row.message,
    author:
      row.message.userId && row.authorName !== null
        ? { id: row.message.userId, name: row.authorName, avatar: row.authorAvatar }
        : null,
    reply:
      row.replyContent === null
        ? null
        : {
            content: row.replyContent,
            user:
              row.replyUserId && row.replyName !== null
                ? { id: row.replyUserId, name: row.replyName, avatar: row.replyAvatar }
                : null,
          },
  }));
}

/** The reactions of these messages with their users' names, in the order they were made. */
async function reactionsOf(db: DbOrTx, ids: string[]): Promise<ReactionRow[]> {
  return ids.length === 0
    ? []
    : db
        .select({
          messageId: messageReactions.messageId,
          emoji: messageReactions.emoji,
          userId: messageReactions.userId,
          name: users.name,
        })
        .from(messageReactions)
        .innerJoin(users, eq(users.id, messageReactions.userId))
        .where(inArray(messageReactions.messageId, ids))
        .orderBy(asc(messageReactions.createdAt), asc(messageReactions.userId));
}

/**
 * Presents loaded messages for `viewerId`, with all their reactions in one query and all their
 * attachments in another, whatever the number of messages.
 */
export async function presentMessages(
  db: DbOrTx,
  rows: LoadedMessageRow[],
  viewerId: string,
): Promise<MessageJson[]> {
  const ids = rows.map((row) => row.message.id);
  const [reactions, files] = await Promise.all([
    reactionsOf(db, ids),
    attachmentsOfMessages(db, ids),
  ]);
  const byMessage = new Map<string, ReactionRow[]>();
  for (const reaction of reactions) {
    const list = byMessage.get(reaction.messageId) ?? [];
    list.push(reaction);
    byMessage.set(reaction.messageId, list);
  }
  return rows.map((row) =>
    presentMessage(row, byMessage.get(row.message.id) ?? [], viewerId, files.get(row.message.id)),
  );
}

/**
 * A page of a thread's messages before the message with seq `beforeSeq` (or the newest),
 * oldest first; one walk of messages_thread_seq_unique. `hasMore` when older ones exist.
 */
export async function listMessagePage(
  db: DbOrTx,
  viewerId: string,
  threadId: string,
  beforeSeq: number | null,
  limit: number,
): Promise<{ messages: MessageJson[]; hasMore: boolean }> {
  const rows = await selectMessages(
    db,
    and(
      eq(messages.threadId, threadId),
      beforeSeq === null ? undefined : lt(messages.seq, beforeSeq),
    ),
    [desc(messages.seq)],
    limit + 1,
  );
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit).reverse();
  return { messages: await presentMessages(db, page, viewerId), hasMore };
}

/** One message as `viewerId` sees it (no reading check: callers loaded it with one). */
export async function loadMessageJson(
  db: DbOrTx,
  viewerId: string,
  messageId: string,
): Promise<MessageJson> {
  const rows = await selectMessages(db, eq(messages.id, messageId), []);
  if (rows.length === 0) throw new NotFoundError(MESSAGE_NOT_FOUND);
  const [json] = await presentMessages(db, rows, viewerId);
  return json!;
}

/** Loads a message in a thread the caller may read; anyone else gets 404 (never 403). */
export async function loadReadableMessage(
  db: DbOrTx,
  userId: string,
  messageId: string,
): Promise<MessageRow> {
  const [row] = await db
    .select({ message: messages })
    .from(messages)
    .innerJoin(threads, eq(threads.id, messages.threadId))
    .where(and(eq(messages.id, messageId), readableBy(userId)))
    .limit(1);
  if (!row) throw new NotFoundError(MESSAGE_NOT_FOUND);
  return row.message;
}

/** The seq of a message of `threadId`, or null when it is not one of that thread's. */
export async function messageSeqIn(
  db: DbOrTx,
  threadId: string,
  messageId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ seq: messages.seq })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.threadId, threadId)))
    .limit(1);
  return row ? row.seq : null;
}

/** Messages from others after `userId`'s read mark in one thread (a range of one index). */
export async function unreadCountOf(db: DbOrTx, userId: string, threadId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(
      and(
        eq(messages.threadId, threadId),
        sql`${messages.seq} > coalesce((select ${threadReads.lastReadSeq} from ${threadReads} where ${threadReads.threadId} = ${threadId} and ${threadReads.userId} = ${userId}), 0)`,
        sql`${messages.userId} is distinct from ${userId}`,
      ),
    );
  return Number(row?.n ?? 0);
}
