import type { DbOrTx } from '../../db/client.ts';
import { takeLimits, type WindowLimit } from '../../services/rate-limit.ts';

/**
 * Counts `userId`'s `limit.action` within its window (across every process: the counts are in
 * the database) and either throws 429 with Retry-After or records this attempt.
 */
export async function limitAccountAction(
  db: DbOrTx,
  userId: string,
  limit: WindowLimit,
  now: Date,
): Promise<void> {
  await takeLimits(db, [{ limit, key: userId }], now);
}
