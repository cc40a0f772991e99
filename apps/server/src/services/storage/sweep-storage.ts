import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { StoredFiles } from '../../modules/feature-module.ts';
import type { Storage } from './storage.ts';

/**
 * How old a file must be before a sweep that shares the storage with other processes may take
 * it for abandoned: an upload is stored first and its row committed a moment later, and no
 * upload (10 MB at most) or export build spends an hour between the two.
 */
export const SHARED_SWEEP_GRACE_MS = 60 * 60 * 1000;

/** Keys looked up in one query. */
const BATCH = 500;

/**
 * Removes what a killed process left in the storage service: temporary files of writes that
 * never finished, and stored files no row names (stored, then killed before the row committed).
 * Only files written before `before` are considered, and only under the prefixes a module
 * declares (`storedFiles`), so a key made by something else is never taken for an orphan.
 * Removal is idempotent: two processes sweeping at once remove each file once between them.
 */
export async function sweepStorage(
  deps: { db: Db; storage: Storage; owners: readonly StoredFiles[]; log: FastifyBaseLogger },
  before: Date,
): Promise<{ leftovers: number; orphans: number }> {
  const { db, storage, owners, log } = deps;
  const leftovers = await storage.removeLeftovers(before);
  let orphans = 0;
  for (const owner of owners) {
    let batch: string[] = [];
    const flush = async () => {
      const named = await owner.named(db, batch);
      for (const key of batch) {
        if (named.has(key)) continue;
        await storage.delete(key);
        orphans++;
      }
      batch = [];
    };
    for await (const key of storage.list(owner.prefix, before)) {
      batch.push(key);
      if (batch.length === BATCH) await flush();
    }
    if (batch.length > 0) await flush();
  }
  if (leftovers + orphans > 0) {
    log.warn({ leftovers, orphans }, 'storage: removed files an interrupted process left behind');
  }
  return { leftovers, orphans };
}
