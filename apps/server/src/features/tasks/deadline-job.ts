import type { Db } from '../../db/client.ts';
import type { JobRunObserver } from '../../http/metrics.ts';
import { makeDeadlineReminders, type DeadlineReminder } from './make-deadline-reminders.ts';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.ts';

/** How often every process looks for tasks falling due (one index probe when none is). */
const DEADLINE_JOB_INTERVAL_MS = 60_000;

type Log = { warn(object: object, message: string): void };

/**
 * One run at `now()`: the `deadline` notifications of every assigned, unfinished task due in
 * the next 24 h that has not been reminded of for its current due date. Returns the reminders
 * this run made (another process's run makes the others).
 */
export async function runDeadlineReminders(
  db: Db,
  now: () => Date,
  options: { shouldStop?: () => boolean } = {},
): Promise<DeadlineReminder[]> {
  return makeDeadlineReminders(db, now(), options);
}

/**
 * Starts the deadline reminders in this process: a run at once (a task that came within 24 h
 * of its due date while no process was up is reminded of right after start-up), then every
 * DEADLINE_JOB_INTERVAL_MS. Every process runs it; the reminder rows make each reminder go out
 * once cluster-wide, and they survive restarts. A failed batch rolled back and left its keys
 * free: the next run takes them again.
 */
export function startDeadlineJob(options: {
  db: Db;
  now: () => Date;
  log: Log;
  runs?: JobRunObserver;
}): PeriodicJob {
  const { db, now, log } = options;
  return startPeriodicJob({
    name: 'deadline reminders',
    intervalMs: DEADLINE_JOB_INTERVAL_MS,
    log,
    runs: options.runs,
    async work(shouldStop) {
      await runDeadlineReminders(db, now, { shouldStop });
      return undefined;
    },
  });
}
