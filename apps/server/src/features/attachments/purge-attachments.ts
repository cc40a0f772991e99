import { and, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { attachments } from '../../db/chat-schema.ts';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../services/storage/storage.ts';

/** Where failures to remove bytes are reported (the rows are gone: the keys are logged). */
type PurgeLog = { warn(object: object, message: string): void };

/** What removing attachments needs. */
export type PurgeDeps = { db: Db; storage: Storage; log: PurgeLog };

// Rows claimed per statement, so one sweep never holds thousands of row locks.
const PURGE_BATCH = 100;

/**
 * Removes detached attachment rows matching `where` (never one that is on a message) and then
 * their bytes. `DELETE … RETURNING` over rows locked with SKIP LOCKED hands each row to exactly
 * one caller, so several processes may purge at once. Bytes are removed after the rows: a byte
 * removal that fails is logged with its key (a leftover file, never a row without a file).
 * Returns how many rows were removed.
 */
export async function purgeAttachments(deps: PurgeDeps, where: SQL): Promise<number> {
  const { db, storage, log } = deps;
  let removed = 0;
  for (;;) {
    const claim = db
      .select({ id: attachments.id })
      .from(attachments)
      .where(and(isNull(attachments.messageId), where))
      .limit(PURGE_BATCH)
      .for('update', { skipLocked: true });
    const rows = await db
      .delete(attachments)
      .where(and(inArray(attachments.id, claim), isNull(attachments.messageId)))
      .returning({ storageKey: attachments.storageKey, thumbnailKey: attachments.thumbnailKey });
    removed += rows.length;
    const keys = rows.flatMap((row) => [
      row.storageKey,
      ...(row.thumbnailKey ? [row.thumbnailKey] : []),
    ]);
    await Promise.all(
      keys.map((key) =>
        storage
          .delete(key)
          .catch((error: unknown) =>
            log.warn({ err: error, key }, 'attachments: stored file not removed'),
          ),
      ),
    );
    if (rows.length < PURGE_BATCH) return removed;
  }
}

/** Purges the named attachments once they are detached (after a message or file was deleted). */
export function purgeAttachmentsById(deps: PurgeDeps, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return Promise.resolve(0);
  return purgeAttachments(
    deps,
    and(inArray(attachments.id, [...ids]), sql`${attachments.attachedAt} is not null`)!,
  );
}
