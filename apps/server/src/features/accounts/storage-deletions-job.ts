import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { JobRunObserver } from '../../http/metrics.ts';
import { storageDeletions } from '../../db/account-schema.ts';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../services/storage/storage.ts';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.ts';

/** How often every process looks for files to remove (claims make any number safe). */
const STORAGE_DELETIONS_INTERVAL_MS = 60_000;
// Rows claimed per statement; each is removed before the next batch is claimed.
const BATCH = 50;
// A claim pushes `run_after` this far: a process that dies mid-batch leaves rows due again then.
const LEASE_MS = 5 * 60_000;
// After a failure the row waits this long times its attempts, at most the cap; never given up.
const RETRY_STEP_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;

type Log = { warn(object: object, message: string): void };

type StorageDeletionDeps = { db: Db; storage: Storage; now: () => Date; log?: Log };

/**
 * Claims up to BATCH due rows (one statement, `FOR UPDATE SKIP LOCKED`, moving `run_after` a
 * lease ahead so no other process takes them meanwhile and no transaction stays open across
 * the storage calls), removes each file, and deletes the row once the storage confirmed. A
 * failure keeps the row, with the error and a later `run_after`. Returns how many were claimed.
 */
async function runStorageDeletionBatch(deps: StorageDeletionDeps): Promise<number> {
  const { db, storage, log } = deps;
  const now = deps.now();
  const due = db
    .select({ id: storageDeletions.id })
    .from(storageDeletions)
    .where(lte(storageDeletions.runAfter, now))
    .orderBy(asc(storageDeletions.runAfter))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(storageDeletions)
    .set({
      attempts: sql`${storageDeletions.attempts} + 1`,
      runAfter: new Date(now.getTime() + LEASE_MS),
    })
    .where(inArray(storageDeletions.id, due))
    .returning();
  for (const row of claimed) {
    try {
      await storage.delete(row.storageKey);
      await db.delete(storageDeletions).where(eq(storageDeletions.id, row.id));
    } catch (error) {
      const wait = Math.min(RETRY_MAX_MS, RETRY_STEP_MS * row.attempts);
      log?.warn({ err: error, key: row.storageKey }, 'storage deletion failed; will retry');
      await db
        .update(storageDeletions)
        .set({
          lastError: error instanceof Error ? error.message : String(error),
          runAfter: new Date(now.getTime() + wait),
        })
        .where(eq(storageDeletions.id, row.id));
    }
  }
  return claimed.length;
}

/** Removes due files until none is left; returns how many rows were claimed. */
export async function runStorageDeletions(
  deps: StorageDeletionDeps & { shouldStop?: () => boolean },
): Promise<number> {
  let taken = 0;
  while (!deps.shouldStop?.()) {
    const claimed = await runStorageDeletionBatch(deps);
    taken += claimed;
    if (claimed < BATCH) break;
  }
  return taken;
}

/** Empties `storage_deletions` at start and every STORAGE_DELETIONS_INTERVAL_MS in this process. */
export function startStorageDeletionsJob(
  deps: StorageDeletionDeps & { log: Log; runs?: JobRunObserver },
): PeriodicJob {
  return startPeriodicJob({
    name: 'storage deletions',
    intervalMs: STORAGE_DELETIONS_INTERVAL_MS,
    log: deps.log,
    runs: deps.runs,
    async work(shouldStop) {
      await runStorageDeletions({ ...deps, shouldStop });
      return undefined;
    },
  });
}
