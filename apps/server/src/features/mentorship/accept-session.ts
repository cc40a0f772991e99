import { randomBytes } from 'node:crypto';
import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import {
  ACCEPT_SLOT_MISSING,
  ACCEPT_SLOT_PAST,
  MENTOR_WEEK_FULL,
} from '@crewline/shared/contracts/mentorship';
import { instantOf } from '@crewline/shared/domain/zoned-time';
import { users } from '../../db/schema.ts';
import { mentorshipProfiles, mentorshipSessions } from '../../db/mentorship-schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ConflictError, ValidationError } from '../../errors.ts';
import { announceSessionChange } from './announce-session-change.ts';
import { lockSessionRow } from './session-queries.ts';
import { assertTransition } from './session-transition-policy.ts';
import { isoWeekOf } from './iso-week-policy.ts';
import { queueSessionInvitations } from './session-invitation-job.ts';

/** The sessions that count against a mentor's weekly limit. */
export const WEEK_COUNTED_STATUSES = ['scheduled', 'active', 'completed'];

async function profileOf(db: DbOrTx, userId: string) {
  const [profile] = await db
    .select({
      isMentor: mentorshipProfiles.isMentor,
      timezone: mentorshipProfiles.timezone,
      maxSessionsPerWeek: mentorshipProfiles.maxSessionsPerWeek,
    })
    .from(mentorshipProfiles)
    .where(eq(mentorshipProfiles.userId, userId));
  return profile;
}

/** 409 when the mentor already has their weekly number of sessions in the week of `at`. */
async function assertWeekHasRoom(tx: DbOrTx, mentorId: string, at: Date, limit: number) {
  const week = isoWeekOf(at);
  const [row] = await tx
    .select({ n: count() })
    .from(mentorshipSessions)
    .where(
      and(
        eq(mentorshipSessions.mentorId, mentorId),
        inArray(mentorshipSessions.status, WEEK_COUNTED_STATUSES),
        gte(mentorshipSessions.scheduledTime, week.start),
        lt(mentorshipSessions.scheduledTime, week.end),
      ),
    );
  if (Number(row?.n ?? 0) >= limit) throw new ConflictError(MENTOR_WEEK_FULL);
}

/**
 * PUT /api/mentorship/sessions/{id}/accept: a mentor takes a request addressed to them or open
 * to all, at one of its preferred slots (the first unless told), and it is scheduled with a
 * meeting link. The session row is locked, so of two mentors accepting at once exactly one wins
 * (the other finds it scheduled: 409); the mentor's account row is locked too, so their
 * parallel accepts cannot together overrun their weekly limit.
 */
export async function acceptSession(
  db: Db,
  options: {
    userId: string;
    sessionId: string;
    slot: number | undefined;
    now: Date;
    meetingUrlBase: string;
  },
): Promise<void> {
  const { userId, sessionId, now } = options;
  await db.transaction(async (tx) => {
    const session = await lockSessionRow(tx, sessionId);
    const mentor = await profileOf(tx, userId);
    assertTransition(session, userId, 'accept', mentor?.isMentor ?? false);
    const slotIndex = options.slot ?? 0;
    const slot = session.preferredTimeSlots[slotIndex];
    if (!slot) {
      throw new ValidationError(ACCEPT_SLOT_MISSING, [
        { loc: ['body', 'slot'], msg: ACCEPT_SLOT_MISSING },
      ]);
    }
    const requesterZone = (await profileOf(tx, session.requesterId))?.timezone ?? 'UTC';
    const scheduledTime = instantOf(slot.date, slot.startTime, requesterZone);
    if (scheduledTime < now) {
      throw new ValidationError(ACCEPT_SLOT_PAST, [
        { loc: ['body', 'slot'], msg: ACCEPT_SLOT_PAST },
      ]);
    }
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await assertWeekHasRoom(tx, userId, scheduledTime, mentor!.maxSessionsPerWeek);
    await tx
      .update(mentorshipSessions)
      .set({
        status: 'scheduled',
        mentorId: userId,
        scheduledTime,
        // 128 random bits: only the two parties, who see the session, can find the room.
        sessionUrl: `${options.meetingUrlBase}crewline-${randomBytes(16).toString('hex')}`,
        updatedAt: now,
      })
      .where(eq(mentorshipSessions.id, sessionId));
    // Queued, not sent: the mail server's answer never holds up or undoes the acceptance.
    await queueSessionInvitations(
      tx,
      { id: sessionId, requesterId: session.requesterId, mentorId: userId },
      now,
    );
    await announceSessionChange(tx, { sessionId, event: 'accepted', actorId: userId, at: now });
  });
}
