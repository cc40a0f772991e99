import { and, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ThreadContextType } from '@crewline/shared/contracts/chat';
import type {
  ThreadJson,
  ThreadParticipantJson,
  UnreadTotalsJson,
} from '@crewline/shared/contracts/chat-responses';
import { projectMembers, projects, users } from '../../db/schema.ts';
import { threadParticipants, threads } from '../../db/chat-schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { THREAD_NOT_FOUND, type ThreadStanding } from './thread-policy.ts';
import { whoSharesAProjectWith } from '../users/user-policy.ts';
import {
  presentThread,
  type LastMessageRow,
  type ThreadListRow,
  type ThreadRow,
} from './thread-presenter.ts';

/**
 * The threads `userId` may read: those of projects they are a member of, and the direct threads
 * they take part in. Both halves are index lookups (project_members_user_idx,
 * thread_participants_user_idx). `userId` may be the placeholder `viewer` of a prepared statement.
 */
export function readableBy(userId: string | Placeholder<'viewer'>): SQL {
  return sql`((${threads.contextType} = 'project' and ${threads.projectId} in (select pm.project_id from project_members pm where pm.user_id = ${userId}))
    or (${threads.contextType} = 'direct' and ${threads.id} in (select tp.thread_id from thread_participants tp where tp.user_id = ${userId})))`;
}

// Always qualified: Drizzle leaves columns unqualified in a select without joins, and inside
// these subqueries a bare "id" would name the message's.
const THREAD_ID = sql`${sql.identifier('threads')}.${sql.identifier('id')}`;

/** Messages from others after the reader's mark: a range of messages_thread_seq_unique. */
function unreadCount(userId: string): SQL<number> {
  return sql<number>`(select count(*)::int from messages m
    where m.thread_id = ${THREAD_ID}
      and m.seq > coalesce((select r.last_read_seq from thread_reads r where r.thread_id = ${THREAD_ID} and r.user_id = ${userId}), 0)
      and m.user_id is distinct from ${userId})`;
}

// The newest message with its author and its files' kinds, as one JSON value (an index probe
// per thread, and one on attachments_message_idx).
const LAST_MESSAGE = sql<LastMessageRow | string | null>`(select json_build_object(
    'id', m.id, 'content', m.content, 'content_type', m.content_type, 'created_at', m.created_at,
    'user_id', m.user_id, 'name', u.name, 'avatar', u.avatar,
    'attachments', (select json_agg(json_build_object(
        'attachment_type', a.attachment_type, 'file_name', a.file_name) order by a.created_at, a.id)
      from attachments a where a.message_id = m.id))
  from messages m left join users u on u.id = m.user_id
  where m.thread_id = ${THREAD_ID} order by m.seq desc limit 1)`;

/** The people of each thread: the project's members, or the direct thread's participants. */
async function loadPeople(
  db: DbOrTx,
  rows: ThreadListRow[],
): Promise<(row: ThreadListRow) => ThreadParticipantJson[]> {
  const projectIds = [
    ...new Set(rows.flatMap((r) => (r.thread.projectId ? [r.thread.projectId] : []))),
  ];
  const directIds = rows.filter((r) => r.thread.contextType === 'direct').map((r) => r.thread.id);
  const person = { id: users.id, name: users.name, avatar: users.avatar, email: users.email };
  const [members, participants] = await Promise.all([
    projectIds.length === 0
      ? []
      : db
          .select({ key: projectMembers.projectId, ...person })
          .from(projectMembers)
          .innerJoin(users, eq(users.id, projectMembers.userId))
          .where(inArray(projectMembers.projectId, projectIds))
          .orderBy(projectMembers.joinedAt, users.id),
    directIds.length === 0
      ? []
      : db
          .select({ key: threadParticipants.threadId, ...person })
          .from(threadParticipants)
          .innerJoin(users, eq(users.id, threadParticipants.userId))
          .where(inArray(threadParticipants.threadId, directIds))
          .orderBy(users.name, users.id),
  ]);
  const byKey = new Map<string, ThreadParticipantJson[]>();
  for (const { key, ...p } of [...members, ...participants]) {
    const list = byKey.get(key) ?? [];
    list.push(p);
    byKey.set(key, list);
  }
  return (row) => byKey.get(row.thread.projectId ?? row.thread.id) ?? [];
}

/**
 * The threads `userId` reads that also match `where`, presented, pinned first, then by latest
 * activity. Four queries whatever the number of threads.
 */
export async function listThreads(db: DbOrTx, userId: string, where?: SQL): Promise<ThreadJson[]> {
  const raw = await db
    .select({
      thread: threads,
      projectName: projects.name,
      projectOwnerId: projects.ownerId,
      unread: unreadCount(userId),
      last: LAST_MESSAGE,
    })
    .from(threads)
    .leftJoin(projects, eq(projects.id, threads.projectId))
    .where(and(readableBy(userId), where))
    .orderBy(
      desc(threads.isPinned),
      desc(sql`coalesce(${threads.lastMessageAt}, ${threads.createdAt})`),
      desc(threads.id),
    );
  const rows: ThreadListRow[] = raw.map((r) => ({
    ...r,
    last: typeof r.last === 'string' ? (JSON.parse(r.last) as LastMessageRow) : r.last,
  }));
  const peopleOf = await loadPeople(db, rows);
  const showEmail = await emailsVisibleTo(db, userId, rows, peopleOf);
  return rows.map((row) =>
    presentThread(
      row,
      peopleOf(row).map((p) => (showEmail(row, p.id) ? p : { ...p, email: null })),
      userId,
    ),
  );
}

/**
 * Whose e-mail the caller may see in each thread's people: a project thread's people are the
 * caller's teammates; a direct thread may join two people who share no project, and they see
 * each other's names but not their addresses.
 */
async function emailsVisibleTo(
  db: DbOrTx,
  userId: string,
  rows: ThreadListRow[],
  peopleOf: (row: ThreadListRow) => ThreadParticipantJson[],
): Promise<(row: ThreadListRow, personId: string) => boolean> {
  const directPeople = rows
    .filter((row) => !row.thread.projectId)
    .flatMap((row) => peopleOf(row).map((p) => p.id));
  const teammates = await whoSharesAProjectWith(db, userId, directPeople);
  return (row, personId) =>
    Boolean(row.thread.projectId) || personId === userId || teammates.has(personId);
}

/**
 * The caller's unread messages: in all, in direct threads, and per project (projects with
 * none left out). Archived threads count too: a new message there is still unread.
 */
export async function unreadTotals(db: DbOrTx, userId: string): Promise<UnreadTotalsJson> {
  const rows = await db
    .select({ projectId: threads.projectId, unread: unreadCount(userId) })
    .from(threads)
    .where(readableBy(userId));
  const byProject = new Map<string, number>();
  let total = 0;
  let direct = 0;
  for (const row of rows) {
    const n = Number(row.unread);
    total += n;
    if (row.projectId === null) direct += n;
    else if (n > 0) byProject.set(row.projectId, (byProject.get(row.projectId) ?? 0) + n);
  }
  return {
    total,
    direct,
    projects: [...byProject].map(([project_id, unread_count]) => ({ project_id, unread_count })),
  };
}

/** The filter of GET /api/threads. */
export function threadFilter(contextType?: ThreadContextType, contextId?: string): SQL | undefined {
  return and(
    contextType ? eq(threads.contextType, contextType) : undefined,
    contextId ? eq(threads.projectId, contextId) : undefined,
  );
}

/** One thread as `userId` sees it; 404 when it is missing or not theirs to read. */
export async function loadThreadJson(db: DbOrTx, userId: string, threadId: string) {
  const [thread] = await listThreads(db, userId, eq(threads.id, threadId));
  if (!thread) throw new NotFoundError(THREAD_NOT_FOUND);
  return thread;
}

/** A readable thread with what its rules need. */
type LoadedThread = { thread: ThreadRow; standing: ThreadStanding };

/** Loads a thread the caller may read, in one query; anyone else gets 404 (never 403). */
export async function loadThread(db: Db, userId: string, threadId: string): Promise<LoadedThread> {
  const [row] = await db
    .select({ thread: threads, projectOwnerId: projects.ownerId })
    .from(threads)
    .leftJoin(projects, eq(projects.id, threads.projectId))
    .where(and(eq(threads.id, threadId), readableBy(userId)))
    .limit(1);
  if (!row) throw new NotFoundError(THREAD_NOT_FOUND);
  return {
    thread: row.thread,
    standing: {
      userId,
      createdBy: row.thread.createdBy,
      title: row.thread.title,
      projectOwnerId: row.projectOwnerId,
    },
  };
}

/** The user ids of a thread's people: its project's members, or its participants. */
export async function threadMemberIds(db: DbOrTx, thread: ThreadRow): Promise<string[]> {
  const rows = thread.projectId
    ? await db
        .select({ id: projectMembers.userId })
        .from(projectMembers)
        .where(eq(projectMembers.projectId, thread.projectId))
    : await db
        .select({ id: threadParticipants.userId })
        .from(threadParticipants)
        .where(eq(threadParticipants.threadId, thread.id));
  return rows.map((r) => r.id);
}
