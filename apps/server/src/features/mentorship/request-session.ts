import { eq } from 'drizzle-orm';
import {
  INSUFFICIENT_CREDITS,
  MENTORSHIP_SESSION_COSTS,
  SESSION_MENTOR_INVALID,
  SKILL_UNKNOWN,
  type SessionRequestBody,
} from '@crewline/shared/contracts/mentorship';
import { users } from '../../db/schema.ts';
import {
  mentorshipCreditLedger,
  mentorshipProfiles,
  mentorshipSessions,
} from '../../db/mentorship-schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ValidationError } from '../../errors.ts';
import { ensureStartingGrant } from './ensure-starting-grant.ts';
import { loadCreditBalance } from './credit-queries.ts';
import { findSkillNames } from './skill-queries.ts';
import { announceSessionChange } from './announce-session-change.ts';
import { pastSlotIssues, requestExpiry } from './session-slot-policy.ts';
import { assertProfileComplete } from './profile-completeness-policy.ts';

type Issue = { loc: (string | number)[]; msg: string };

/** The requester's account and time zone; 422 naming what their profile lacks. */
async function requesterTimeZone(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db
    .select({ name: users.name, bio: users.bio, timezone: mentorshipProfiles.timezone })
    .from(users)
    .leftJoin(mentorshipProfiles, eq(mentorshipProfiles.userId, users.id))
    .where(eq(users.id, userId));
  assertProfileComplete(row);
  return row?.timezone ?? 'UTC';
}

/** 422 unless `mentorId` is someone else who offers mentoring. */
async function assertMentor(db: DbOrTx, requesterId: string, mentorId: string): Promise<void> {
  const [profile] = await db
    .select({ isMentor: mentorshipProfiles.isMentor })
    .from(mentorshipProfiles)
    .where(eq(mentorshipProfiles.userId, mentorId));
  if (mentorId === requesterId || !profile?.isMentor) {
    throw new ValidationError(SESSION_MENTOR_INVALID, [
      { loc: ['body', 'mentorId'], msg: SESSION_MENTOR_INVALID },
    ]);
  }
}

/**
 * POST /api/mentorship/sessions: checks the request against the requester's profile and clock,
 * then creates the session and holds its cost in one transaction. The requester's account row is
 * locked before the balance is summed, so parallel requests of one person run one after another
 * and no two of them can spend the same credits; a balance below the cost → 422.
 */
export async function requestSession(
  db: Db,
  options: { userId: string; body: SessionRequestBody; now: Date },
): Promise<string> {
  const { userId, body, now } = options;
  const timeZone = await requesterTimeZone(db, userId);
  const known = await findSkillNames(db, body.skills);
  const issues: Issue[] = body.skills.flatMap((skill, index) =>
    known.has(skill.toLowerCase()) ? [] : [{ loc: ['body', 'skills', index], msg: SKILL_UNKNOWN }],
  );
  issues.push(...pastSlotIssues(body.preferredTimeSlots, now, timeZone));
  if (issues.length > 0) throw new ValidationError(issues[0]!.msg, issues);
  if (body.mentorId) await assertMentor(db, userId, body.mentorId);
  const skills = [...new Set(body.skills.map((skill) => known.get(skill.toLowerCase())!))];
  const cost = MENTORSHIP_SESSION_COSTS[body.durationMinutes];

  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await ensureStartingGrant(tx, userId);
    const { currentBalance } = await loadCreditBalance(tx, userId);
    if (currentBalance < cost) {
      throw new ValidationError(INSUFFICIENT_CREDITS, [
        { loc: ['body', 'durationMinutes'], msg: INSUFFICIENT_CREDITS },
      ]);
    }
    const [session] = await tx
      .insert(mentorshipSessions)
      .values({
        requesterId: userId,
        mentorId: body.mentorId ?? null,
        type: body.type,
        topic: body.topic,
        description: body.description,
        skills,
        durationMinutes: body.durationMinutes,
        creditsUsed: cost,
        preferredTimeSlots: body.preferredTimeSlots,
        expiresAt: requestExpiry(body.preferredTimeSlots, timeZone),
        updatedAt: now,
      })
      .returning({ id: mentorshipSessions.id });
    await tx
      .insert(mentorshipCreditLedger)
      .values({ userId, type: 'hold', amount: -cost, sessionId: session!.id });
    await announceSessionChange(tx, {
      sessionId: session!.id,
      event: 'requested',
      actorId: userId,
      at: now,
    });
    return session!.id;
  });
}
