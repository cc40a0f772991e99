import { eq, min } from 'drizzle-orm';
import type { JobRunObserver } from '../../http/metrics.ts';
import { scheduledMessages } from '../../db/chat-schema.ts';
import type { Db } from '../../db/client.ts';
import { sendNextScheduledMessage, type ScheduledSendOutcome } from './send-scheduled-message.ts';
import { removeOldScheduledMessages } from './remove-old-scheduled-messages.ts';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.ts';

/** How often every process looks for due messages (one index probe when none is due). */
const SCHEDULED_JOB_INTERVAL_MS = 5_000;
// Sends per run before the loop gives way to a new run (so a stop is never kept waiting long).
const SENDS_PER_RUN = 100;
// The shortest wait before the next run: a due message another process is sending right now
// (locked, so skipped here) must not make this one spin.
const MIN_DELAY_MS = 200;

type Log = {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

/**
 * One run: sends every due scheduled message, one short transaction each (the embedded
 * engine's single connection is never held for more than one send), then removes old entries.
 * Returns what happened to each message it took.
 */
export async function runScheduledMessages(
  db: Db,
  now: () => Date,
  options: { log?: Log; shouldStop?: () => boolean } = {},
): Promise<ScheduledSendOutcome[]> {
  const outcomes: ScheduledSendOutcome[] = [];
  while (outcomes.length < SENDS_PER_RUN && !options.shouldStop?.()) {
    const outcome = await sendNextScheduledMessage(db, now());
    if (!outcome) break;
    outcomes.push(outcome);
    if (outcome.cause) {
      options.log?.error({ err: outcome.cause, id: outcome.id }, 'scheduled message: send failed');
    }
  }
  await removeOldScheduledMessages(db, now());
  return outcomes;
}

/** When the earliest pending message is due, if any. */
async function nextDue(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(scheduledMessages.scheduledTime) })
    .from(scheduledMessages)
    .where(eq(scheduledMessages.status, 'pending'));
  return row?.at ? new Date(row.at) : null;
}

/**
 * Starts sending scheduled messages in this process: a run at once (so a message that fell due
 * while no process was up is sent right after start-up), then every SCHEDULED_JOB_INTERVAL_MS,
 * or sooner when a known message falls due before that. Every process runs it; the claim in
 * sendNextScheduledMessage makes each message go out once cluster-wide.
 */
export function startScheduledMessagesJob(options: {
  db: Db;
  now: () => Date;
  log: Log;
  runs?: JobRunObserver;
}): PeriodicJob {
  const { db, now, log } = options;
  return startPeriodicJob({
    name: 'scheduled messages',
    intervalMs: SCHEDULED_JOB_INTERVAL_MS,
    log,
    runs: options.runs,
    async work(shouldStop) {
      const outcomes = await runScheduledMessages(db, now, { log, shouldStop });
      if (outcomes.length >= SENDS_PER_RUN) return 0;
      const due = await nextDue(db);
      if (!due) return undefined;
      return Math.min(
        SCHEDULED_JOB_INTERVAL_MS,
        Math.max(MIN_DELAY_MS, due.getTime() - now().getTime()),
      );
    },
  });
}
