import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MessageSearchHitJson } from '@crewline/shared/contracts/chat-responses';
import { MESSAGE_SEARCH_VECTOR, messages, threads } from '../../db/chat-schema.ts';
import { readableBy } from './thread-queries.ts';
import { presentMessages, selectMessages } from './message-queries.ts';
import type { DbOrTx } from '../../db/client.ts';

/** The text search configurations a message is indexed and searched with, in snippet order. */
const CONFIGS = ['english', 'russian', 'arabic'] as const;
type Config = (typeof CONFIGS)[number];

/**
 * `q` without the dashes that negate nothing: a `-` counts only before a word or a quoted
 * phrase. PostgreSQL stacks every dash as a NOT, and some 32 in a row ("----…", "- - - …")
 * overflow its parser ("tsquery stack too small") instead of meaning nothing.
 */
export function websearchText(q: string): string {
  return q.replace(/-+(?![\p{L}\p{N}"])/gu, ' ');
}

/** `q` as a query of one configuration: websearch syntax (quotes, or, -word), never an error. */
function tsquery(config: Config, q: string): SQL {
  return sql`websearch_to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${websearchText(q)})`;
}

/** One configuration's vector of the message text. */
function tsvector(config: Config): SQL {
  return sql`to_tsvector(${sql.raw(`'${config}'`)}::regconfig, ${messages.content})`;
}

/**
 * How many of the newest messages (of all threads) the first try reads. When `limit` of them
 * are readable hits (for 50: a word in 1 of 80 messages or more), they are the answer, found by
 * reading far fewer rows than the word has matches; otherwise the GIN index answers, whose cost
 * follows the matches, then few. The two costs meet near here (docs/ARCHITECTURE.md).
 */
export const RECENT_WINDOW = 4000;

// Drizzle leaves out an offset of 0 (falsy), but the fence needs the clause itself.
const OFFSET_FENCE = sql`0` as unknown as number;

// Plain text, never markup: empty selection marks, one fragment around the match.
const HEADLINE_OPTIONS =
  'StartSel="", StopSel="", MaxFragments=1, MaxWords=20, MinWords=8, FragmentDelimiter=" … "';

/**
 * Plain text around the match, cut by the first configuration whose stemming matched (each
 * parses the text its own way; a headline by a configuration that did not match shows the start).
 */
function snippet(q: string): SQL<string> {
  const branches = CONFIGS.map(
    (config) =>
      sql`when ${tsvector(config)} @@ ${tsquery(config, q)} then ts_headline(${sql.raw(`'${config}'`)}::regconfig, ${messages.content}, ${tsquery(config, q)}, ${HEADLINE_OPTIONS})`,
  );
  return sql<string>`case ${sql.join(branches, sql` `)} else left(${messages.content}, 200) end`;
}

/** Which threads' messages a search may return: readable by `userId`, in `projectId` if given. */
function searchable(userId: string, projectId: string | undefined): SQL | undefined {
  return and(readableBy(userId), projectId ? eq(threads.projectId, projectId) : undefined);
}

/**
 * The newest `limit` hits among the newest `window` messages of all threads, walking
 * messages_created_idx newest first and testing each row's stored vector; stops as soon as it
 * has `limit`. Fewer than `limit` means nothing: older messages were not looked at.
 */
function hitsAmongRecent(
  db: DbOrTx,
  query: SQL,
  where: SQL | undefined,
  limit: number,
  window: number,
): Promise<{ id: string }[]> {
  const recent = db
    .select({
      id: messages.id,
      threadId: messages.threadId,
      createdAt: messages.createdAt,
      hit: sql<boolean>`${MESSAGE_SEARCH_VECTOR} @@ ${query}`.as('hit'),
    })
    .from(messages)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(window)
    .as('recent');
  return db
    .select({ id: recent.id })
    .from(recent)
    .innerJoin(threads, eq(threads.id, recent.threadId))
    .where(and(sql`${recent.hit}`, where))
    .orderBy(desc(recent.createdAt), desc(recent.id))
    .limit(limit);
}

/**
 * The newest `limit` hits of all messages, through the GIN index on the stored vector: every
 * match is read to sort by time, so the cost follows the number of matches.
 */
function hitsThroughIndex(
  db: DbOrTx,
  query: SQL,
  where: SQL | undefined,
  limit: number,
): Promise<{ id: string }[]> {
  // The matches first, behind an optimisation fence (OFFSET 0): with stale statistics (PGlite
  // has no autovacuum) the planner would otherwise walk the caller's threads and test every
  // message in them instead of asking the GIN index.
  const matched = db
    .select({ id: messages.id, threadId: messages.threadId, createdAt: messages.createdAt })
    .from(messages)
    .where(sql`${MESSAGE_SEARCH_VECTOR} @@ ${query}`)
    .offset(OFFSET_FENCE)
    .as('matched');
  return db
    .select({ id: matched.id })
    .from(matched)
    .innerJoin(threads, eq(threads.id, matched.threadId))
    .where(where)
    .orderBy(desc(matched.createdAt), desc(matched.id))
    .limit(limit);
}

/**
 * The messages `userId` may read that match `q` in English, Russian or Arabic (stemmed by each),
 * newest first, optionally in one project's threads, each with a plain-text snippet. A common
 * word is found among the newest `window` messages; when they hold fewer than `limit` hits, the
 * GIN index answers instead (the same hits, found another way). Snippets are cut for the page's
 * hits only.
 */
export async function searchMessages(
  db: DbOrTx,
  userId: string,
  q: string,
  projectId: string | undefined,
  limit: number,
  window = RECENT_WINDOW,
): Promise<MessageSearchHitJson[]> {
  const query = sql`(${sql.join(
    CONFIGS.map((config) => tsquery(config, q)),
    sql` || `,
  )})`;
  const where = searchable(userId, projectId);
  const recent = await hitsAmongRecent(db, query, where, limit, window);
  const hits = recent.length === limit ? recent : await hitsThroughIndex(db, query, where, limit);
  if (hits.length === 0) return [];
  const ids = hits.map((h) => h.id);
  const [rows, snippets] = await Promise.all([
    selectMessages(db, inArray(messages.id, ids), []),
    db
      .select({ id: messages.id, snippet: snippet(q) })
      .from(messages)
      .where(inArray(messages.id, ids)),
  ]);
  const snippetOf = new Map(snippets.map((s) => [s.id, s.snippet]));
  const byId = new Map(rows.map((row) => [row.message.id, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  const presented = await presentMessages(db, ordered, userId);
  return presented.map((m) => ({ ...m, snippet: (snippetOf.get(m.id) ?? '').trim() }));
}
