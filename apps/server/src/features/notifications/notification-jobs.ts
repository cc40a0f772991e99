import { asc, eq, lte, sql } from 'drizzle-orm';
import type { JobRunObserver } from '../../http/metrics.ts';
import { notificationJobs } from '../../db/notification-schema.ts';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.ts';
import type { Db } from '../../db/client.ts';
import { expandNotificationEvent, type NotificationEvent } from './notification-events.ts';

/** How often every process looks for queued notification jobs (commits also wake it at once). */
const NOTIFICATION_JOB_INTERVAL_MS = 5_000;
/**
 * Recipients a batch notifies in one transaction. The embedded engine has one connection: a
 * batch holds it from every request, so it stays short (200 people took 50-350 ms on a busy
 * 2-core machine, too long for a request waiting behind it; 50 took 35-90 ms on a quiet one).
 */
export const NOTIFICATION_BATCH_SIZE = 25;
// Before the first batch of a run: the request that queued the job is usually still answering.
const FIRST_PAUSE_MS = 10;
// Batches per run before the loop gives way to a new run (a stop is never kept waiting long).
const JOBS_PER_RUN = 50;
// After a failed attempt the job waits this long times its attempts, at most the cap.
const RETRY_STEP_MS = 10_000;
const RETRY_MAX_MS = 300_000;

type Log = {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

/**
 * Resolves after a pause as long as the batch took: a request needs several queries in a row,
 * and a bare turn of the event loop let the next batch take the database before the second.
 */
const pause = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.min(Math.max(ms, 1), 1_000)));

/**
 * Notifies one batch of the oldest due job, in one short transaction that claims it (`FOR
 * UPDATE SKIP LOCKED`: other processes take other jobs), writes the notifications of the
 * recipients after its cursor and moves the cursor past them, or deletes the job after its
 * last batch. So each recipient is notified exactly once however many processes run, a crash
 * part-way leaves the job queued at its last committed batch, and any process may take the next
 * batch. A job with more to do goes behind the jobs already due, so a big audience does not
 * hold up a mention. A failed attempt rolls the batch back and is recorded on the row, to be
 * retried later. Returns whether a job was taken.
 */
export async function runNextNotificationBatch(
  db: Db,
  options: { log?: Log; batchSize?: number } = {},
): Promise<boolean> {
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
      const last = await expandNotificationEvent(tx, job.event as NotificationEvent, {
        after: job.cursor,
        limit: options.batchSize ?? NOTIFICATION_BATCH_SIZE,
      });
      if (last === null) {
        await tx.delete(notificationJobs).where(eq(notificationJobs.id, job.id));
      } else {
        await tx
          .update(notificationJobs)
          .set({ cursor: last, runAfter: sql`now()` })
          .where(eq(notificationJobs.id, job.id));
      }
      return true;
    });
  } catch (error) {
    if (!claimed) throw error;
    options.log?.error({ err: error, job: claimed }, 'notification job failed');
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

/**
 * Runs due batches until none is left (or `max`), pausing between two as long as the last one
 * took, so requests waiting for the database go first (the database is at most half taken by a
 * fan-out); returns how many batches were taken.
 */
export async function runNotificationJobs(
  db: Db,
  options: { log?: Log; max?: number; shouldStop?: () => boolean; batchSize?: number } = {},
): Promise<number> {
  let taken = 0;
  let tookMs = FIRST_PAUSE_MS;
  while (taken < (options.max ?? Infinity) && !options.shouldStop?.()) {
    await pause(tookMs);
    const started = performance.now();
    if (!(await runNextNotificationBatch(db, options))) break;
    tookMs = performance.now() - started;
    taken += 1;
  }
  return taken;
}

/**
 * Starts expanding notification jobs in this process: at once (jobs queued while no process
 * was up), on every kick, and every NOTIFICATION_JOB_INTERVAL_MS as a safety net (a kick lost
 * with a bus connection). Every process runs it; the claim gives each job to one.
 */
export function startNotificationJobs(options: {
  db: Db;
  log: Log;
  runs?: JobRunObserver;
}): PeriodicJob {
  const { db, log } = options;
  return startPeriodicJob({
    name: 'notification jobs',
    intervalMs: NOTIFICATION_JOB_INTERVAL_MS,
    log,
    runs: options.runs,
    // A full run may have left jobs due: the next one follows at once.
    work: async (shouldStop) =>
      (await runNotificationJobs(db, { log, max: JOBS_PER_RUN, shouldStop })) >= JOBS_PER_RUN
        ? 0
        : undefined,
  });
}
