import { and, asc, eq, inArray, like, lt, lte } from 'drizzle-orm';
import type { JobRunObserver } from '../../http/metrics.ts';
import { users } from '../../db/schema.ts';
import {
  mentorshipInvitationMails,
  mentorshipProfiles,
  mentorshipSessions,
} from '../../db/mentorship-schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';
import type { Mail, Mailer } from '../../services/mail.ts';
import { sessionInvitationMail } from '../../mail/session-invitation-mail.ts';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.ts';

// Why a queue table and not a send inside the accept request: the acceptance must not wait for
// (or fail with) the mail server, and a mail promised by a committed acceptance must survive a
// restart. So the acceptance writes one row per party in its own transaction (the mail exists
// exactly when the acceptance does), and this job, in every process, claims rows with SKIP
// LOCKED (each row goes to one process), sends outside any transaction and marks the row sent.
// A failed send puts the row back for a later try; a process that dies between the send and the
// mark leaves a claim that is released after CLAIM_LEASE_MS, so delivery is at least once, and a
// repeat carries the same calendar UID, so a calendar shows one event.

/** How often every process looks for invitation mails (a commit also wakes it at once). */
const INVITATION_INTERVAL_MS = 10_000;
/** A claim older than this belongs to a process that died mid-send: the row is pending again. */
const CLAIM_LEASE_MS = 10 * 60_000;
const CLAIM_BATCH = 10;
/** How often a process gives back claims of dead processes (a scan no index serves). */
const EXPIRED_CLAIMS_INTERVAL_MS = 15 * 60_000;
// After a failed send the row waits this long times its attempts, at most the cap.
const RETRY_STEP_MS = 60_000;
const RETRY_MAX_MS = 60 * 60_000;
const SENDING = 'sending:';

type Log = {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

/** Queues the calendar invitation of a just-accepted session for both of its people. */
export async function queueSessionInvitations(
  tx: DbOrTx,
  session: { id: string; requesterId: string; mentorId: string },
  now: Date,
): Promise<void> {
  await tx
    .insert(mentorshipInvitationMails)
    .values(
      [session.requesterId, session.mentorId].map((userId) => ({
        sessionId: session.id,
        userId,
        runAfter: now,
      })),
    )
    .onConflictDoNothing();
  afterCommit(tx, { t: 'mentorship_invitation_mails' });
}

type Claimed = { id: string; claim: string; attempts: number; mail: Mail };

/**
 * Claims up to CLAIM_BATCH due rows in one short transaction and builds their mails from the
 * session as committed: a session no longer scheduled (cancelled meanwhile) or a person who
 * cannot receive mail is skipped.
 */
async function claimInvitations(db: Db, now: Date): Promise<{ claimed: Claimed[]; taken: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(mentorshipInvitationMails)
      .where(
        and(
          eq(mentorshipInvitationMails.state, 'pending'),
          lte(mentorshipInvitationMails.runAfter, now),
        ),
      )
      .orderBy(asc(mentorshipInvitationMails.runAfter))
      .limit(CLAIM_BATCH)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return { claimed: [], taken: 0 };
    const sessions = await tx
      .select()
      .from(mentorshipSessions)
      .where(inArray(mentorshipSessions.id, [...new Set(rows.map((row) => row.sessionId))]));
    const sessionOf = new Map(sessions.map((session) => [session.id, session]));
    const userIds = [
      ...new Set(sessions.flatMap((s) => [s.requesterId, s.mentorId ?? s.requesterId])),
    ];
    const people = await tx
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        language: users.language,
        status: users.status,
        timeZone: mentorshipProfiles.timezone,
      })
      .from(users)
      .leftJoin(mentorshipProfiles, eq(mentorshipProfiles.userId, users.id))
      .where(inArray(users.id, userIds));
    const personOf = new Map(people.map((person) => [person.id, person]));
    const claim = `${SENDING}${now.toISOString()}`;
    const claimed: Claimed[] = [];
    const skipped: string[] = [];
    for (const row of rows) {
      const session = sessionOf.get(row.sessionId);
      const requester = session && personOf.get(session.requesterId);
      const mentor = session?.mentorId ? personOf.get(session.mentorId) : undefined;
      const to = personOf.get(row.userId);
      if (
        !session ||
        session.status !== 'scheduled' ||
        !session.scheduledTime ||
        !session.sessionUrl ||
        !requester ||
        !mentor ||
        !to ||
        to.status !== 'active'
      ) {
        skipped.push(row.id);
        continue;
      }
      const mail = sessionInvitationMail(
        {
          sessionId: session.id,
          topic: session.topic,
          description: session.description,
          start: session.scheduledTime,
          durationMinutes: session.durationMinutes,
          url: session.sessionUrl,
          mentor,
          requester,
        },
        { ...to, timeZone: to.timeZone ?? 'UTC' },
      );
      claimed.push({ id: row.id, claim, attempts: row.attempts, mail });
    }
    if (skipped.length > 0) {
      await tx
        .update(mentorshipInvitationMails)
        .set({ state: 'skipped' })
        .where(inArray(mentorshipInvitationMails.id, skipped));
    }
    if (claimed.length > 0) {
      await tx
        .update(mentorshipInvitationMails)
        .set({ state: claim })
        .where(
          inArray(
            mentorshipInvitationMails.id,
            claimed.map((entry) => entry.id),
          ),
        );
    }
    return { claimed, taken: rows.length };
  });
}

/** Sets a claimed row's state (only while the claim is still this process's). */
async function settle(db: Db, entry: Claimed, changes: object): Promise<void> {
  await db
    .update(mentorshipInvitationMails)
    .set(changes)
    .where(
      and(
        eq(mentorshipInvitationMails.id, entry.id),
        eq(mentorshipInvitationMails.state, entry.claim),
      ),
    );
}

/** Makes claims older than CLAIM_LEASE_MS pending again (their process died mid-send). */
export async function releaseExpiredInvitationClaims(db: Db, now: Date): Promise<void> {
  const expired = `${SENDING}${new Date(now.getTime() - CLAIM_LEASE_MS).toISOString()}`;
  await db
    .update(mentorshipInvitationMails)
    .set({ state: 'pending' })
    .where(
      and(
        like(mentorshipInvitationMails.state, `${SENDING}%`),
        lt(mentorshipInvitationMails.state, expired),
      ),
    );
}

/**
 * One run: sends every due invitation mail, batch by batch. A failed send gives its row and the
 * rest of the batch back (the mail server is likely down) and ends the run; the failed row
 * waits longer with each attempt. Returns how many mails were sent and how many failed.
 */
export async function runSessionInvitations(
  deps: { db: Db; mailer: Mailer },
  now: Date,
  options: { log?: Log; shouldStop?: () => boolean } = {},
): Promise<{ sent: number; failed: number }> {
  const run = { sent: 0, failed: 0 };
  while (!options.shouldStop?.()) {
    const { claimed, taken } = await claimInvitations(deps.db, now);
    for (const [index, entry] of claimed.entries()) {
      try {
        await deps.mailer.send(entry.mail);
      } catch (error) {
        options.log?.error({ err: error, invitation: entry.id }, 'session invitation mail failed');
        run.failed += 1;
        await settle(deps.db, entry, {
          state: 'pending',
          attempts: entry.attempts + 1,
          lastError: error instanceof Error ? error.message : String(error),
          runAfter: new Date(
            now.getTime() + Math.min(RETRY_MAX_MS, RETRY_STEP_MS * (entry.attempts + 1)),
          ),
        });
        for (const rest of claimed.slice(index + 1))
          await settle(deps.db, rest, { state: 'pending' });
        return run;
      }
      await settle(deps.db, entry, { state: 'sent' });
      run.sent += 1;
    }
    if (taken < CLAIM_BATCH) break;
  }
  return run;
}

/**
 * Sends session invitation mails in this process: at start, on every wake, every 10 s; expired
 * claims are released at start and every EXPIRED_CLAIMS_INTERVAL_MS.
 */
export function startSessionInvitations(deps: {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  log: Log;
  runs?: JobRunObserver;
}): PeriodicJob {
  let releasedAt = -Infinity;
  return startPeriodicJob({
    name: 'mentorship session invitations',
    intervalMs: INVITATION_INTERVAL_MS,
    log: deps.log,
    runs: deps.runs,
    async work(shouldStop) {
      if (deps.now().getTime() - releasedAt >= EXPIRED_CLAIMS_INTERVAL_MS) {
        releasedAt = deps.now().getTime();
        await releaseExpiredInvitationClaims(deps.db, deps.now());
      }
      await runSessionInvitations(deps, deps.now(), { log: deps.log, shouldStop });
      return undefined;
    },
  });
}
