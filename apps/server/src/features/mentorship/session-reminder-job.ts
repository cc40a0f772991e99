import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { JobRunObserver } from '../../http/metrics.ts';
import { mentorshipSessions } from '../../db/mentorship-schema.ts';
import type { Db } from '../../db/client.ts';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.ts';
import { announceSessionChange } from './announce-session-change.ts';

/** How long before a scheduled session both parties are reminded of it. */
export const SESSION_REMINDER_LEAD_MS = 15 * 60_000;
/** How often each process looks for sessions to remind of. */
const SESSION_REMINDER_INTERVAL_MS = 60_000;

/**
 * Reminds both parties of each scheduled session starting within SESSION_REMINDER_LEAD_MS.
 * Marking the session and reading it back is one UPDATE … WHERE reminder_sent_at IS NULL, so
 * however many processes run this at once, each session's reminder goes out once. Returns how
 * many sessions were reminded of.
 */
export async function remindOfSessions(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(mentorshipSessions)
      .set({ reminderSentAt: now })
      .where(
        and(
          eq(mentorshipSessions.status, 'scheduled'),
          isNull(mentorshipSessions.reminderSentAt),
          gt(mentorshipSessions.scheduledTime, now),
          lte(mentorshipSessions.scheduledTime, new Date(now.getTime() + SESSION_REMINDER_LEAD_MS)),
        ),
      )
      .returning({ id: mentorshipSessions.id });
    for (const session of due) {
      await announceSessionChange(tx, {
        sessionId: session.id,
        event: 'reminder',
        actorId: null,
        at: now,
      });
    }
    return due.length;
  });
}

/** Runs `remindOfSessions` every minute in this process, the first time at start. */
export function startSessionReminders(deps: {
  db: Db;
  now: () => Date;
  log: { warn(object: object, message: string): void };
  runs?: JobRunObserver;
}): PeriodicJob {
  return startPeriodicJob({
    name: 'mentorship session reminders',
    intervalMs: SESSION_REMINDER_INTERVAL_MS,
    log: deps.log,
    runs: deps.runs,
    async work() {
      await remindOfSessions(deps.db, deps.now());
      return undefined;
    },
  });
}
