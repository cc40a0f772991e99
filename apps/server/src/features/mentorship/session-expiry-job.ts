import { and, eq, lte } from 'drizzle-orm';
import type { JobRunObserver } from '../../http/metrics.ts';
import { mentorshipCreditLedger, mentorshipSessions } from '../../db/mentorship-schema.ts';
import type { Db } from '../../db/client.ts';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.ts';
import { announceSessionChange } from './announce-session-change.ts';

/** How often each process looks for requests that ran out. */
const SESSION_EXPIRY_INTERVAL_MS = 60_000;
/** Requests ended per transaction, so one run never holds many locks for long. */
const EXPIRY_BATCH = 50;

/**
 * Ends the pending requests whose last preferred slot is over (nobody accepted them in time) and
 * gives each requester their held credits back. Each request is claimed with SKIP LOCKED, so
 * however many processes run this, each request ends and is refunded exactly once (the ledger's
 * one-refund index guards it as well). Returns how many ended.
 */
export async function expireSessions(db: Db, now: Date): Promise<number> {
  let ended = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: mentorshipSessions.id,
          requesterId: mentorshipSessions.requesterId,
          creditsUsed: mentorshipSessions.creditsUsed,
        })
        .from(mentorshipSessions)
        .where(
          and(eq(mentorshipSessions.status, 'pending'), lte(mentorshipSessions.expiresAt, now)),
        )
        .limit(EXPIRY_BATCH)
        .for('update', { skipLocked: true });
      for (const session of due) {
        await tx
          .update(mentorshipSessions)
          .set({ status: 'cancelled', updatedAt: now })
          .where(eq(mentorshipSessions.id, session.id));
        await tx.insert(mentorshipCreditLedger).values({
          userId: session.requesterId,
          type: 'refund',
          amount: session.creditsUsed,
          sessionId: session.id,
        });
        await announceSessionChange(tx, {
          sessionId: session.id,
          event: 'expired',
          actorId: null,
          at: now,
        });
      }
      return due.length;
    });
    ended += batch;
    if (batch < EXPIRY_BATCH) return ended;
  }
}

/** Runs `expireSessions` every minute in this process, the first time at start. */
export function startSessionExpiry(deps: {
  db: Db;
  now: () => Date;
  log: { warn(object: object, message: string): void };
  runs?: JobRunObserver;
}): PeriodicJob {
  return startPeriodicJob({
    name: 'mentorship session expiry',
    intervalMs: SESSION_EXPIRY_INTERVAL_MS,
    log: deps.log,
    runs: deps.runs,
    async work() {
      await expireSessions(deps.db, deps.now());
      return undefined;
    },
  });
}
