import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MessageJson } from '@crewline/shared/contracts/chat-responses';
import { messages, threads } from '../../db/chat-schema.ts';
import type { Db } from '../../db/client.ts';
import { presentMessage, type LoadedMessageRow } from './message-presenter.ts';
import { createBodyCache, type BodyCache } from '../../services/body-cache.ts';
import { loadThread, readableBy } from './thread-queries.ts';
import { fromMessages, loadedRow, messageSeqIn } from './message-queries.ts';

/** Memory for cached pages per process: about a thousand pages of 50 ordinary messages. */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;
// Parsed rows take about twice their JSON text in memory.
const MEMORY_PER_JSON_BYTE = 2;

/** A page as every reader shares it; `can` and `has_reacted` are added per viewer. */
type CachedPage = { rows: LoadedMessageRow[]; hasMore: boolean; bytes: number };
/** A cached page and the version it was read at. */
type CacheEntry = { version: string; page: CachedPage };

type PageStatements = ReturnType<typeof preparePages>;
const perDatabase = new WeakMap<Db, { statements: PageStatements; cache: BodyCache<CacheEntry> }>();

/**
 * What a thread's pages are cached under: its page version and the global name/avatar version,
 * both moved by triggers in every transaction that changes what a page shows (migration 0016).
 */
const PAGE_VERSION = (threadId: SQL) =>
  sql<string>`coalesce((select v.version from thread_page_versions v where v.thread_id = ${threadId}), 0)::text
    || '.' || coalesce((select c.version from cache_versions c where c.name = 'user_display'), 0)::text`;

/**
 * The statements, prepared (planning the joins and subqueries cost PostgreSQL about a third of
 * running them). `version` checks that the viewer may read the thread and reads its version.
 * The page statements check reading themselves, find the cursor's seq themselves and return the
 * version with every row, from the same snapshot as the rows, so a page not in the cache is one
 * round trip; no rows means an empty or unreadable thread, a cursor outside it, or nothing
 * before the cursor (readPage tells which, on that rare path).
 */
function preparePages(db: Db) {
  const threadId = sql.placeholder('thread');
  const viewer = sql.placeholder('viewer');
  const readable = sql`exists (select 1 from ${threads} where ${threads.id} = ${threadId} and ${readableBy(viewer)})`;
  const inThread = and(eq(messages.threadId, threadId), readable);
  const cursor = alias(messages, 'cursor');
  const cursorSeq = db
    .select({ seq: cursor.seq })
    .from(cursor)
    .where(and(eq(cursor.id, sql.placeholder('before')), eq(cursor.threadId, threadId)));
  const page = (where: SQL | undefined, name: string) =>
    fromMessages(db, { version: PAGE_VERSION(sql`${threadId}::uuid`) })
      .where(where)
      .orderBy(desc(messages.seq))
      .limit(sql.placeholder('limit'))
      .prepare(name);
  return {
    version: db
      .select({ version: PAGE_VERSION(sql`${threads.id}`) })
      .from(threads)
      .where(and(eq(threads.id, threadId), readableBy(viewer)))
      .prepare('message_page_version'),
    newest: page(inThread, 'message_page_newest'),
    before: page(and(inThread, lt(messages.seq, cursorSeq)), 'message_page_before'),
  };
}

function forDatabase(db: Db) {
  let entry = perDatabase.get(db);
  if (!entry) {
    entry = {
      statements: preparePages(db),
      cache: createBodyCache<CacheEntry>(PAGE_CACHE_BYTES, (cached) => cached.page.bytes),
    };
    perDatabase.set(db, entry);
  }
  return entry;
}

/**
 * Reads a page from the database with the version it was read at (undefined for an empty page,
 * which is not cached): null when `before` is not a message of the thread.
 */
async function readPage(
  db: Db,
  statements: PageStatements,
  viewerId: string,
  threadId: string,
  before: string | null,
  limit: number,
): Promise<{ page: CachedPage; version: string | undefined } | null> {
  const params = { viewer: viewerId, thread: threadId, limit: limit + 1 };
  const rows = await (before === null
    ? statements.newest.execute(params)
    : statements.before.execute({ ...params, before }));
  if (rows.length === 0) {
    await loadThread(db, viewerId, threadId);
    if (before !== null && (await messageSeqIn(db, threadId, before)) === null) return null;
  }
  const kept = rows.slice(0, limit);
  const bytes = kept.reduce((sum, row) => sum + row.tuple.length * MEMORY_PER_JSON_BYTE, 0);
  return {
    page: { rows: kept.map(loadedRow).reverse(), hasMore: rows.length > limit, bytes },
    version: rows[0]?.version,
  };
}

/**
 * A page of a thread's messages before the message `before` (or the newest), oldest first; one
 * walk of messages_thread_seq_unique. `hasMore` when older ones exist. A thread the viewer may
 * not read is 404 (never 403); null when `before` is not a message of the thread.
 *
 * Pages are kept in memory with the version they were read at. A page asked for again is
 * served after one primary-key read confirms the version (with the reading check), so a stale
 * page is never served whichever process wrote; a page not kept, or kept at an older version,
 * is read with its version in one statement.
 */
export async function listMessagePage(
  db: Db,
  viewerId: string,
  threadId: string,
  before: string | null,
  limit: number,
): Promise<{ messages: MessageJson[]; hasMore: boolean } | null> {
  const { statements, cache } = forDatabase(db);
  const key = `${threadId}|${before ?? ''}|${limit}`;
  const kept = cache.get(key);
  let page: CachedPage | undefined;
  if (kept) {
    const [current] = await statements.version.execute({ viewer: viewerId, thread: threadId });
    // Not readable: the 404 (or, if it just became readable, a fresh read below).
    if (!current) await loadThread(db, viewerId, threadId);
    if (current?.version === kept.version) page = kept.page;
  }
  if (!page) {
    const read = await readPage(db, statements, viewerId, threadId, before, limit);
    if (!read) return null;
    if (read.version !== undefined) cache.set(key, { version: read.version, page: read.page });
    page = read.page;
  }
  return {
    messages: page.rows.map((row) => presentMessage(row, viewerId)),
    hasMore: page.hasMore,
  };
}
