import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MessageJson } from '@crewline/shared/contracts/chat-responses';
import { users } from '../../db/schema.ts';
import { messages, threadReads, threads } from '../../db/chat-schema.ts';
import { NotFoundError } from '../../errors.ts';
import { MESSAGE_NOT_FOUND } from './thread-policy.ts';
import { presentMessage, type LoadedMessageRow, type MessageRow } from './message-presenter.ts';
import type { AttachmentRow } from '../attachments/attachment-presenter.ts';
import { readableBy } from './thread-queries.ts';
import type { DbOrTx } from '../../db/client.ts';

const reply = alias(messages, 'reply');
const replyAuthor = alias(users, 'reply_author');

// A message's reactions and attachments come with it (correlated subqueries on
// message_reactions' key and attachments_message_idx), in the order they were made: a page is
// one round trip, not three.
const REACTIONS = sql`(select json_agg(json_build_array(r.emoji, r.user_id, u.name) order by r.created_at, r.user_id)
  from message_reactions r inner join users u on u.id = r.user_id
  where r.message_id = ${messages.id})`;
const FILES = sql`(select json_agg(json_build_array(f.id, f.uploader_id, f.storage_key, f.thumbnail_key, f.file_name, f.file_size, f.mime_type, f.attachment_type, f.width, f.height, f.created_at, f.attached_at) order by f.created_at, f.id)
  from attachments f where f.message_id = ${messages.id})`;

// Each message comes back as ONE column, the JSON text of a tuple, parsed by us: mapping 20
// columns per row through Drizzle and the driver was ~0.2 ms of the server's ~0.7 ms of CPU per
// page of 50 (profiled under bench/chat-page.mjs); the database builds the tuple for less.
const MESSAGE_TUPLE = sql<string>`json_build_array(${messages.id}, ${messages.threadId}, ${messages.seq}, ${messages.userId}, ${messages.content}, ${messages.contentType}, ${messages.replyToMessageId}, ${messages.mentions}, ${messages.urgent}, ${messages.clientId}, ${messages.isEdited}, ${messages.createdAt}, ${messages.updatedAt}, ${users.name}, ${users.avatar}, ${reply.content}, ${reply.userId}, ${replyAuthor.name}, ${replyAuthor.avatar}, ${REACTIONS}, ${FILES})::text`;

type MessageTuple = [
  id: string,
  threadId: string,
  seq: number,
  userId: string | null,
  content: string,
  contentType: string,
  replyToMessageId: string | null,
  mentions: string[],
  urgent: boolean,
  clientId: string | null,
  isEdited: boolean,
  createdAt: string,
  updatedAt: string,
  authorName: string | null,
  authorAvatar: string | null,
  replyContent: string | null,
  replyUserId: string | null,
  replyName: string | null,
  replyAvatar: string | null,
  reactions: ReactionTuple[] | null,
  files: FileTuple[] | null,
];
type ReactionTuple = [emoji: string, userId: string, name: string];
type FileTuple = [
  id: string,
  uploaderId: string | null,
  storageKey: string,
  thumbnailKey: string | null,
  fileName: string,
  fileSize: number,
  mimeType: string,
  attachmentType: string,
  width: number | null,
  height: number | null,
  createdAt: string,
  attachedAt: string | null,
];

/** Messages with their authors and replied-to messages, one tuple each (and `extra` columns). */
export function fromMessages<Extra extends Record<string, SQL<unknown>>>(
  db: DbOrTx,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ tuple: MESSAGE_TUPLE, ...extra })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.userId))
    .leftJoin(reply, eq(reply.id, messages.replyToMessageId))
    .leftJoin(replyAuthor, eq(replyAuthor.id, reply.userId));
}

/** A person, or null when there is none or their account is gone. */
function person(id: string | null, name: string | null, avatar: string | null) {
  return id && name !== null ? { id, name, avatar } : null;
}

/** Turns a selected tuple into what the presenter takes. */
export function loadedRow({ tuple }: { tuple: string }): LoadedMessageRow {
  const [
    id,
    threadId,
    seq,
    userId,
    content,
    contentType,
    replyToMessageId,
    mentions,
    urgent,
    clientId,
    isEdited,
    createdAt,
    updatedAt,
    authorName,
    authorAvatar,
    replyContent,
    replyUserId,
    replyName,
    replyAvatar,
    reactions,
    files,
  ] = JSON.parse(tuple) as MessageTuple;
  return {
    message: {
      id,
      threadId,
      seq,
      userId,
      content,
      contentType,
      replyToMessageId,
      mentions,
      urgent,
      clientId,
      isEdited,
      createdAt: new Date(createdAt),
      updatedAt: new Date(updatedAt),
    },
    author: person(userId, authorName, authorAvatar),
    reply:
      replyContent === null
        ? null
        : { content: replyContent, user: person(replyUserId, replyName, replyAvatar) },
    reactions: (reactions ?? []).map(([emoji, reactorId, name]) => ({
      messageId: id,
      emoji,
      userId: reactorId,
      name,
    })),
    files: (files ?? []).map((file) => fileRow(id, file)),
  };
}

/** An attachment row back from its tuple. */
function fileRow(messageId: string, tuple: FileTuple): AttachmentRow {
  const [id, uploaderId, storageKey, thumbnailKey, fileName, fileSize, mimeType] = tuple;
  const [attachmentType, width, height, createdAt, attachedAt] = tuple.slice(7) as [
    string,
    number | null,
    number | null,
    string,
    string | null,
  ];
  return {
    id,
    uploaderId,
    messageId,
    storageKey,
    thumbnailKey,
    fileName,
    fileSize,
    mimeType,
    attachmentType,
    width,
    height,
    createdAt: new Date(createdAt),
    attachedAt: attachedAt === null ? null : new Date(attachedAt),
  };
}

/**
 * Messages matching `where` with their authors, replied-to messages, reactions and attachments,
 * in `order`: one query.
 */
export async function selectMessages(
  db: DbOrTx,
  where: SQL | undefined,
  order: SQL[],
  limit?: number,
): Promise<LoadedMessageRow[]> {
  const query = fromMessages(db)
    .where(where)
    .orderBy(...order);
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(loadedRow);
}

/**
 * Presents loaded messages for `viewerId`. Their reactions and attachments came with them, so
 * this asks the database nothing; `db` stays for the callers written when it did.
 */
export async function presentMessages(
  _db: DbOrTx,
  rows: LoadedMessageRow[],
  viewerId: string,
): Promise<MessageJson[]> {
  return rows.map((row) => presentMessage(row, viewerId));
}

/** One message as `viewerId` sees it (no reading check: callers loaded it with one). */
export async function loadMessageJson(
  db: DbOrTx,
  viewerId: string,
  messageId: string,
): Promise<MessageJson> {
  const rows = await selectMessages(db, eq(messages.id, messageId), []);
  if (rows.length === 0) throw new NotFoundError(MESSAGE_NOT_FOUND);
  return presentMessage(rows[0]!, viewerId);
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
