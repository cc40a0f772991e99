import { and, asc, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { JobRunObserver } from '../../http/metrics.ts';
import { DATA_EXPORT_TTL_MS } from '@crewline/shared/contracts/account';
import { exportLink } from '@crewline/shared/domain/item-links';
import { dataExports, storageDeletions } from '../../db/account-schema.ts';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../services/storage/storage.ts';
import { newStorageKey } from '../../services/storage/storage.ts';
import { buildDataExport } from './build-data-export.ts';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.ts';
import { deliverNotifications } from '../notifications/deliver-notifications.ts';
import { exportDownloadUrl, exportTokenHash } from './data-export-presenter.ts';

/** How often every process looks for exports to build and expired ones to remove. */
const DATA_EXPORT_INTERVAL_MS = 30_000;
/** A build claimed this long ago belongs to a process that died: another one takes it over. */
const DATA_EXPORT_LEASE_MS = 30 * 60_000;
/** Attempts before an export is marked failed. */
const DATA_EXPORT_MAX_ATTEMPTS = 3;

type Log = { warn(object: object, message: string): void };

type DataExportDeps = {
  db: Db;
  storage: Storage;
  signingKey: Uint8Array;
  now: () => Date;
  log?: Log;
};

/**
 * Claims the oldest pending export, or one whose build lease ran out (`FOR UPDATE SKIP
 * LOCKED` inside one UPDATE: processes take different exports), and marks it 'building'.
 */
async function claimExport(db: Db, now: Date) {
  const stale = new Date(now.getTime() - DATA_EXPORT_LEASE_MS);
  const next = db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(
      or(
        eq(dataExports.status, 'pending'),
        and(eq(dataExports.status, 'building'), lt(dataExports.claimedAt, stale)),
      ),
    )
    .orderBy(asc(dataExports.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(dataExports)
    .set({ status: 'building', claimedAt: now, attempts: sql`${dataExports.attempts} + 1` })
    .where(eq(dataExports.id, sql`(${next})`))
    .returning();
  return row;
}

/**
 * Builds the next export: the ZIP is streamed into storage, then the row becomes 'ready' with
 * its token hash and expiry, and the owner gets a `system` notification, in one transaction.
 * A failure puts it back to 'pending' (or 'failed' after DATA_EXPORT_MAX_ATTEMPTS) and
 * removes whatever was written. Returns whether an export was taken.
 */
export async function runNextDataExport(deps: DataExportDeps): Promise<boolean> {
  const { db, storage, signingKey, log } = deps;
  const row = await claimExport(db, deps.now());
  if (!row) return false;
  const key = `${newStorageKey('exports')}.zip`;
  try {
    const { size } = await buildDataExport({ db, storage }, row.userId, key, deps.now());
    const done = deps.now();
    const finished = await db.transaction(async (tx) => {
      // Only while still ours: a lease taken over meanwhile, or an account deleted, wins.
      const [ready] = await tx
        .update(dataExports)
        .set({
          status: 'ready',
          storageKey: key,
          sizeBytes: Math.min(size, 2 ** 31 - 1),
          tokenHash: exportTokenHash(signingKey, row.id),
          completedAt: done,
          expiresAt: new Date(done.getTime() + DATA_EXPORT_TTL_MS),
          lastError: null,
        })
        .where(
          and(
            eq(dataExports.id, row.id),
            eq(dataExports.status, 'building'),
            eq(dataExports.claimedAt, row.claimedAt!),
          ),
        )
        .returning();
      if (!ready) return false;
      await deliverNotifications(
        tx,
        [
          {
            userId: row.userId,
            type: 'system',
            title: 'Your data export is ready',
            message: 'Download it from Settings → Account within 7 days.',
            link: exportLink(row.id),
            // The download itself, valid 7 days (the centre shows it as a Download link).
            metadata: {
              // What the notification is worded from in each reader's language.
              event: 'export_ready',
              download_url: exportDownloadUrl(signingKey, row.id),
              expires_at: ready.expiresAt?.toISOString(),
            },
            projectId: null,
            groupKey: null,
            at: done,
          },
        ],
        null,
      );
      return true;
    });
    if (!finished) await storage.delete(key).catch(() => queueDeletion(db, key));
  } catch (error) {
    log?.warn({ err: error, export: row.id }, 'data export failed');
    await storage.delete(key).catch(() => queueDeletion(db, key));
    const failed = row.attempts >= DATA_EXPORT_MAX_ATTEMPTS;
    await db
      .update(dataExports)
      .set({
        status: failed ? 'failed' : 'pending',
        claimedAt: null,
        lastError: error instanceof Error ? error.message : String(error),
      })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'building')));
  }
  return true;
}

async function queueDeletion(db: Db, storageKey: string): Promise<void> {
  await db.insert(storageDeletions).values({ storageKey });
}

/**
 * Expired exports lose their file: in one transaction the key moves from the row to
 * `storage_deletions`, so the row keeps answering 410 and the storage-deletions job removes
 * the bytes. Returns how many expired.
 */
async function expireDataExports(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .select({ id: dataExports.id, key: dataExports.storageKey })
      .from(dataExports)
      .where(
        and(
          eq(dataExports.status, 'ready'),
          isNotNull(dataExports.storageKey),
          lte(dataExports.expiresAt, now),
        ),
      )
      .limit(100)
      .for('update', { skipLocked: true });
    if (expired.length === 0) return 0;
    await tx.insert(storageDeletions).values(expired.map((row) => ({ storageKey: row.key! })));
    await tx
      .update(dataExports)
      .set({ storageKey: null })
      .where(
        inArray(
          dataExports.id,
          expired.map((row) => row.id),
        ),
      );
    return expired.length;
  });
}

/** Builds every waiting export (one after another), then expires old ones; returns how many built. */
export async function runDataExports(
  deps: DataExportDeps & { shouldStop?: () => boolean },
): Promise<number> {
  let built = 0;
  while (!deps.shouldStop?.() && (await runNextDataExport(deps))) built += 1;
  await expireDataExports(deps.db, deps.now());
  return built;
}

/** Runs at start, on every kick (an export was requested in this process), and every DATA_EXPORT_INTERVAL_MS. */
export function startDataExportJob(
  deps: DataExportDeps & { log: Log; runs?: JobRunObserver },
): PeriodicJob {
  return startPeriodicJob({
    name: 'data exports',
    intervalMs: DATA_EXPORT_INTERVAL_MS,
    log: deps.log,
    runs: deps.runs,
    async work(shouldStop) {
      await runDataExports({ ...deps, shouldStop });
      return undefined;
    },
  });
}
