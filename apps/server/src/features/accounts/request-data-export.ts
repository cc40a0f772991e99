import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  DATA_EXPORT_MAX_PER_WINDOW,
  DATA_EXPORT_RATE_LIMITED,
  DATA_EXPORT_WINDOW_MS,
} from '@crewline/shared/contracts/account';
import { dataExports } from '../../db/account-schema.ts';
import type { Db } from '../../db/client.ts';
import { limitAccountAction } from '../auth/limit-account-action.ts';

type DataExportRow = typeof dataExports.$inferSelect;

/**
 * Queues an export of `userId`'s data, or returns the one already waiting or being built (a
 * second click never builds twice, and does not count against the limit). A new request is
 * limited to DATA_EXPORT_MAX_PER_WINDOW per hour (429 with Retry-After).
 */
export async function requestDataExport(db: Db, userId: string, now: Date): Promise<DataExportRow> {
  return db.transaction(async (tx) => {
    // Two clicks at once: the second waits here and then finds the first one's row.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`data-export:${userId}`}, 0))`,
    );
    const [open] = await tx
      .select()
      .from(dataExports)
      .where(
        and(eq(dataExports.userId, userId), inArray(dataExports.status, ['pending', 'building'])),
      )
      .orderBy(desc(dataExports.createdAt))
      .limit(1);
    if (open) return open;
    await limitAccountAction(
      tx,
      userId,
      {
        action: 'data_export',
        max: DATA_EXPORT_MAX_PER_WINDOW,
        windowMs: DATA_EXPORT_WINDOW_MS,
        message: DATA_EXPORT_RATE_LIMITED,
      },
      now,
    );
    const [row] = await tx
      .insert(dataExports)
      .values({ userId, status: 'pending', createdAt: now })
      .returning();
    return row!;
  });
}
