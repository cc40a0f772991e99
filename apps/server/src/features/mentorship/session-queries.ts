import { and, arrayOverlaps, count, desc, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  MentorshipSessionJson,
  MentorshipSessionPageJson,
  SessionListQuery,
} from '@crewline/shared/contracts/mentorship';
import { SESSION_NOT_FOUND } from '@crewline/shared/contracts/mentorship';
import { users } from '../../db/schema.ts';
import { mentorshipProfiles, mentorshipSessions } from '../../db/mentorship-schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { presentSession, type SessionRow } from './session-presenter.ts';

const requester = alias(users, 'requester');
const mentor = alias(users, 'mentor');

/** Sessions matching `where` with both parties' names, newest first. */
async function selectSessions(
  db: DbOrTx,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<MentorshipSessionJson[]> {
  const rows = await db
    .select({
      session: mentorshipSessions,
      requester: { id: requester.id, fullName: requester.name },
      mentor: { id: mentor.id, fullName: mentor.name },
    })
    .from(mentorshipSessions)
    .leftJoin(requester, eq(requester.id, mentorshipSessions.requesterId))
    .leftJoin(mentor, eq(mentor.id, mentorshipSessions.mentorId))
    .where(where)
    .orderBy(desc(mentorshipSessions.createdAt), desc(mentorshipSessions.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => presentSession(row.session, row.requester, row.mentor));
}

/** One session, for one of its two parties only: anyone else gets 404, as if it did not exist. */
export async function loadOwnSession(
  db: DbOrTx,
  userId: string,
  sessionId: string,
): Promise<MentorshipSessionJson> {
  const [session] = await selectSessions(
    db,
    and(
      eq(mentorshipSessions.id, sessionId),
      or(eq(mentorshipSessions.requesterId, userId), eq(mentorshipSessions.mentorId, userId)),
    ),
    { limit: 1, offset: 0 },
  );
  if (!session) throw new NotFoundError(SESSION_NOT_FOUND);
  return session;
}

/**
 * The open requests a mentor could take: pending, nobody's yet, not the caller's own, sharing a
 * skill with the caller's profile. Someone who does not mentor has no pool.
 */
async function openPoolFilter(db: DbOrTx, userId: string): Promise<SQL | null> {
  const [profile] = await db
    .select({ isMentor: mentorshipProfiles.isMentor, skills: mentorshipProfiles.skills })
    .from(mentorshipProfiles)
    .where(eq(mentorshipProfiles.userId, userId));
  if (!profile?.isMentor || profile.skills.length === 0) return null;
  return and(
    eq(mentorshipSessions.status, 'pending'),
    isNull(mentorshipSessions.mentorId),
    ne(mentorshipSessions.requesterId, userId),
    arrayOverlaps(mentorshipSessions.skills, profile.skills),
  )!;
}

/** GET /sessions: the caller's sessions (as requester or mentor), or with `pool=open` the pool. */
export async function listSessions(
  db: DbOrTx,
  userId: string,
  query: SessionListQuery,
): Promise<MentorshipSessionPageJson> {
  const page = { limit: query.limit, offset: query.offset };
  const base =
    query.pool === 'open'
      ? await openPoolFilter(db, userId)
      : or(eq(mentorshipSessions.requesterId, userId), eq(mentorshipSessions.mentorId, userId))!;
  if (!base) return { sessions: [], total: 0, ...page };
  const where = query.status ? and(base, eq(mentorshipSessions.status, query.status)) : base;
  const [sessions, [total]] = await Promise.all([
    selectSessions(db, where, page),
    db.select({ n: count() }).from(mentorshipSessions).where(where),
  ]);
  return { sessions, total: Number(total?.n ?? 0), ...page };
}

/** A session's row, locked until the transaction ends so one change at a time decides it. */
export async function lockSessionRow(
  tx: DbOrTx,
  sessionId: string,
): Promise<SessionRow | undefined> {
  const [row] = await tx
    .select()
    .from(mentorshipSessions)
    .where(eq(mentorshipSessions.id, sessionId))
    .for('update');
  return row;
}
