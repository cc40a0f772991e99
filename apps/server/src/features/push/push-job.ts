import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { JobRunObserver } from '../../http/metrics.ts';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.ts';
import { notifications } from '../../db/notification-schema.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { sendPushForNotification } from './send-push.ts';
import { loadVapidKeys } from '../../services/push/vapid-keys.ts';

/** How often every process looks for notifications to push (a new notification wakes it at once). */
const PUSH_JOB_INTERVAL_MS = 15_000;
// Notifications claimed per statement; each is pushed before the next batch is claimed.
const BATCH = 20;
// Batches per run before the loop gives way to a new run (a stop is never kept waiting long).
const BATCHES_PER_RUN = 10;
/** A row left 'sending' this long belongs to a process that died mid-send: it is given up. */
export const PUSH_SENDING_GIVE_UP_MS = 10 * 60_000;
// How often each process looks for such rows (no index serves it: kept rare).
const GIVE_UP_SWEEP_MS = 15 * 60_000;

type Log = {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

type Options = { db: Db; env: Env; now: () => Date; log?: Log };

/**
 * Claims up to BATCH pending notifications (pending -> 'sending', one statement with
 * `FOR UPDATE SKIP LOCKED`, so processes take different rows and no transaction stays open
 * across the HTTP sends), pushes each, and records 'sent' or 'skipped'. A failure on one row
 * marks it 'skipped' and is logged. Returns how many were claimed.
 */
async function runPushBatch(options: Options): Promise<number> {
  const { db, env, log } = options;
  const pending = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.pushState, 'pending'))
    .orderBy(asc(notifications.createdAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(notifications)
    .set({ pushState: 'sending' })
    .where(inArray(notifications.id, pending))
    .returning();
  if (claimed.length === 0) return 0;
  const vapid = await loadVapidKeys(db, env);
  for (const row of claimed) {
    let state: 'sent' | 'skipped' = 'skipped';
    try {
      state = await sendPushForNotification(db, row, {
        vapid,
        now: options.now(),
        log,
        network: { allowInsecure: env.pushAllowInsecure },
      });
    } catch (error) {
      log?.error({ err: error, notification: row.id }, 'push: sending failed');
    }
    await db
      .update(notifications)
      .set({ pushState: state })
      .where(and(eq(notifications.id, row.id), eq(notifications.pushState, 'sending')));
  }
  return claimed.length;
}

/** Pushes pending notifications until none is left (or `maxBatches`); returns how many. */
export async function runPushJobs(
  options: Options & { maxBatches?: number; shouldStop?: () => boolean },
): Promise<number> {
  let taken = 0;
  for (let batch = 0; batch < (options.maxBatches ?? Infinity); batch += 1) {
    if (options.shouldStop?.()) break;
    const claimed = await runPushBatch(options);
    taken += claimed;
    if (claimed < BATCH) break;
  }
  return taken;
}

/**
 * Gives up rows stuck in 'sending' (their process died between claim and result): they become
 * 'skipped', never retried, since the push may have gone out before the crash and a second one
 * that late would be a stale duplicate. Returns how many.
 */
export async function giveUpStuckPushes(options: Pick<Options, 'db' | 'now'>): Promise<number> {
  const before = new Date(options.now().getTime() - PUSH_SENDING_GIVE_UP_MS);
  const rows = await options.db
    .update(notifications)
    .set({ pushState: 'skipped' })
    .where(and(eq(notifications.pushState, 'sending'), lt(notifications.createdAt, before)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Starts the Web Push sender in this process: at once, on every kick (`notification_created`
 * from the bus), and every PUSH_JOB_INTERVAL_MS as a safety net. Every process runs it; the
 * claim gives each notification to one.
 */
export function startPushJob(options: Options & { log: Log; runs?: JobRunObserver }): PeriodicJob {
  const { log } = options;
  let lastGiveUp = 0;
  return startPeriodicJob({
    name: 'push job',
    intervalMs: PUSH_JOB_INTERVAL_MS,
    log,
    runs: options.runs,
    async work(shouldStop) {
      if (Date.now() - lastGiveUp >= GIVE_UP_SWEEP_MS) {
        lastGiveUp = Date.now();
        const given = await giveUpStuckPushes(options);
        if (given > 0) log.warn({ count: given }, 'push: gave up notifications left sending');
      }
      const taken = await runPushJobs({ ...options, maxBatches: BATCHES_PER_RUN, shouldStop });
      // A full run may have left notifications pending: the next one follows at once.
      return taken >= BATCH * BATCHES_PER_RUN ? 0 : undefined;
    },
  });
}
