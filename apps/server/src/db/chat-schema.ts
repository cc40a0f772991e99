import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { projects, users } from './schema.ts';

/**
 * Chat threads. A project thread (`context_type` 'project') belongs to a project and is read by
 * all of its members; a direct thread has no project and is read by its participants
 * (`thread_participants`). `message_seq` counts the thread's messages: each message takes the
 * next number under the thread's row lock, so pages and unread counts walk one index.
 */
export const threads = pgTable(
  'threads',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    contextType: text('context_type').notNull(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title'),
    description: text('description').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    isPinned: boolean('is_pinned').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    // Direct threads: the sorted participant ids, so "the same people again" is one lookup.
    participantsKey: text('participants_key'),
    messageSeq: bigint('message_seq', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One title per project, compared case-insensitively: concurrent creates cannot both win.
    uniqueIndex('threads_project_title_unique')
      .on(t.projectId, sql`lower(${t.title})`)
      .where(sql`${t.contextType} = 'project' and ${t.title} is not null`),
    uniqueIndex('threads_direct_people_unique')
      .on(t.participantsKey)
      .where(sql`${t.contextType} = 'direct'`),
    index('threads_project_idx').on(t.projectId),
    index('threads_creator_idx').on(t.createdBy),
  ],
);

/** Who is in a direct thread (project threads take their people from the project). */
export const threadParticipants = pgTable(
  'thread_participants',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.userId] }),
    index('thread_participants_user_idx').on(t.userId),
  ],
);

/**
 * Chat messages. `seq` is the message's number in its thread (see `threads.message_seq`).
 * `client_id` makes a retried send idempotent per author.
 *
 * Search (routes/messages/message-search.ts, docs/ARCHITECTURE.md) also uses a column declared
 * only in migration 0013, not here: `search_vector`, generated and stored, the message's words as
 * the English, Russian and Arabic snowball stemmers see them, with its GIN index
 * `messages_search_vector_idx`. Left out of this table so that a selected message row (pages
 * select whole rows) never carries it; search names it by `MESSAGE_SEARCH_VECTOR`.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    contentType: text('content_type').notNull().default('text'),
    replyToMessageId: uuid('reply_to_message_id').references((): AnyPgColumn => messages.id, {
      onDelete: 'set null',
    }),
    mentions: uuid('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    urgent: boolean('urgent').notNull().default(false),
    clientId: text('client_id'),
    isEdited: boolean('is_edited').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Pages (`seq < before`, newest first), the last message and unread counts: all walks of this.
    uniqueIndex('messages_thread_seq_unique').on(t.threadId, t.seq),
    uniqueIndex('messages_client_id_unique')
      .on(t.userId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    index('messages_reply_idx').on(t.replyToMessageId),
    // Search's newest-first walk over all messages (created_at, then id, descending).
    index('messages_created_idx').on(t.createdAt, t.id),
    // A person's own messages in time order: the data export's walk.
    index('messages_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);

/** `messages.search_vector` (see above), for queries: Drizzle does not know the column. */
export const MESSAGE_SEARCH_VECTOR = sql`${sql.identifier('messages')}.${sql.identifier('search_vector')}`;

/** One row per (message, user, emoji): a user reacts with an emoji at most once. */
export const messageReactions = pgTable(
  'message_reactions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.emoji, t.userId] })],
);

/**
 * How far each user has read each thread: the `seq` of the last message read. Unread = the
 * thread's messages from others with a higher `seq` (a range of messages_thread_seq_unique).
 */
export const threadReads = pgTable(
  'thread_reads',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] })],
);

/**
 * An uploaded chat file. It is uploaded first (`message_id` null, only its uploader may read
 * it) and joined to a message when that message is sent (`attached_at`). `storage_key` (and
 * `thumbnail_key` for images) name the bytes in the storage service. A row whose message is
 * gone (`message_id` null again after `attached_at`, or never attached within a day) is swept,
 * and its bytes removed from storage.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    uploaderId: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    attachmentType: text('attachment_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    index('attachments_message_idx').on(t.messageId),
    index('attachments_uploader_idx').on(t.uploaderId),
    // The sweep's walk: rows without a message.
    index('attachments_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.messageId} is null`),
  ],
);

/**
 * A message to be sent by the server at `scheduled_time` (kept on the server rather
 * than in the browser): pending -> sent, or back to pending 60 s later after a failure while
 * `attempts` < 3, then failed with `last_error`. `updated_at` is when the status last changed
 * (sent entries are listed for 60 s; non-pending entries are removed after 24 h).
 */
export const scheduledMessages = pgTable(
  'scheduled_messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    contentType: text('content_type').notNull().default('text'),
    replyToMessageId: uuid('reply_to_message_id').references(() => messages.id, {
      onDelete: 'set null',
    }),
    attachmentIds: uuid('attachment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    mentions: uuid('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    urgent: boolean('urgent').notNull().default(false),
    scheduledTime: timestamp('scheduled_time', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The job's walk: pending entries that are due.
    index('scheduled_messages_due_idx')
      .on(t.scheduledTime)
      .where(sql`${t.status} = 'pending'`),
    index('scheduled_messages_user_idx').on(t.userId),
  ],
);

/**
 * Moves with everything a thread's message pages show (its messages, their reactions and
 * attachments), bumped by statement triggers (migration 0016), so a page can be cached under
 * (thread, version) and a stale page is never served, whichever process wrote. A row of its
 * own, not a column of `threads`: a reaction or a deletion must not queue behind the thread row
 * that sending a message locks (and could deadlock with it).
 */
export const threadPageVersions = pgTable('thread_page_versions', {
  threadId: uuid('thread_id')
    .primaryKey()
    .references(() => threads.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Global versions of things many cached bodies show: `user_display` moves when anyone's name
 * or avatar changes (message pages show authors and reactors).
 */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
