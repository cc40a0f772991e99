import { asc, eq, lte, sql } from 'drizzle-orm';
import { notificationJobs } from '../../db/notification-schema.ts';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.ts';
import type { Db } from '../../db/client.ts';
import { expandNotificationEvent, type NotificationEvent } from './notification-events.ts';

/** How often every process looks for queued notification jobs (commits also wake it at once). */
const NOTIFICATION_JOB_INTERVAL_MS = 5_000;
// Jobs per run before the loop gives way to a new run (a stop is never kept waiting long).
const JOBS_PER_RUN = 50;
// After a failed attempt the job waits this long times its attempts, at most the cap.
const RETRY_STEP_MS = 10_000;
const RETRY_MAX_MS = 300_000;

type Log = {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

/**
 * Expands the oldest due job, in one transaction that claims it (`FOR UPDATE SKIP LOCKED`:
 * other processes take other jobs), writes its notifications and deletes it, so a job is done
 * exactly once however many processes run, and a crash part-way leaves it queued. A failed
 * attempt rolls everything back and is recorded on the row, to be retried later. Returns
 * whether a job was taken.
 */
async function runNextNotificationJob(db: Db, log?: Log): Promise<boolean> {
  let claimed: string | undefined;
  try {
    return await db.transaction(async (tx) => {
      const [job] = await tx
        .select()
        .from(notificationJobs)
        .where(lte(notificationJobs.runAfter, sql`now()`))
        .orderBy(asc(notificationJobs.runAfter))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!job) return false;
      claimed = job.id;
      await expandNotificationEvent(tx, job.event as NotificationEvent);
      await tx.delete(notificationJobs).where(eq(notificationJobs.id, job.id));
      return true;
    });
  } catch (error) {
    if (!claimed) throw error;
    log?.error({ err: error, job: claimed }, 'notification job failed');
    await db
      .update(notificationJobs)
      .set({
        attempts: sql`${notificationJobs.attempts} + 1`,
        lastError: error instanceof Error ? error.message : String(error),
        runAfter: sql`now() + least(${RETRY_MAX_MS}, ${RETRY_STEP_MS} * (${notificationJobs.attempts} + 1)) * interval '1 millisecond'`,
      })
      .where(eq(notificationJobs.id, claimed));
    return true;
  }
}

/** Runs due jobs until none is left (or `max`); returns how many were taken. */
export async function runNotificationJobs(
  db: Db,
  options: { log?: Log; max?: number; shouldStop?: () => boolean } = {},
): Promise<number> {
  let taken = 0;
  while (taken < (options.max ?? Infinity) && !options.shouldStop?.()) {
    if (!(await runNextNotificationJob(db, options.log))) break;
    taken += 1;
  }
  return taken;
}

/**
 * Starts expanding notification jobs in this process: at once (jobs queued while no process
 * was up), on every kick, and every NOTIFICATION_JOB_INTERVAL_MS as a safety net (a kick lost
 * with a bus connection). Every process runs it; the claim gives each job to one.
 */
export function startNotificationJobs(options: { db: Db; log: Log }): PeriodicJob {
  const { db, log } = options;
  return startPeriodicJob({
    name: 'notification jobs',
    intervalMs: NOTIFICATION_JOB_INTERVAL_MS,
    log,
    // A full run may have left jobs due: the next one follows at once.
    work: async (shouldStop) =>
      (await runNotificationJobs(db, { log, max: JOBS_PER_RUN, shouldStop })) >= JOBS_PER_RUN
        ? 0
        : undefined,
  });
}
