import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import { accountActions } from '../../db/account-schema.ts';
import { RateLimitError } from '../../errors.ts';
import type { DbOrTx } from '../../db/client.ts';

/** A rate-limited account action and how often it may happen. */
type AccountActionLimit = {
  /** A stable name: 'password_change', 'verification_mail', 'data_export'. */
  action: string;
  /** At most this many within `windowMs`. */
  max: number;
  windowMs: number;
  /** The 429's text; `{seconds}` is replaced with the wait. */
  message: string;
};

/**
 * Counts `userId`'s `limit.action` within its window (across every process: the rows are in
 * the database) and either throws 429 with Retry-After or records this attempt. Attempts older
 * than the window are dropped on the way, so the table holds only what a window needs.
 */
export async function limitAccountAction(
  db: DbOrTx,
  userId: string,
  limit: AccountActionLimit,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - limit.windowMs);
  const mine = and(eq(accountActions.userId, userId), eq(accountActions.action, limit.action));
  const [row] = await db
    .select({ n: count(), oldest: min(accountActions.createdAt) })
    .from(accountActions)
    .where(and(mine, gt(accountActions.createdAt, since)));
  if (row && row.n >= limit.max && row.oldest) {
    const seconds = Math.max(
      1,
      Math.ceil((row.oldest.getTime() + limit.windowMs - now.getTime()) / 1000),
    );
    throw new RateLimitError(limit.message.replace('{seconds}', String(seconds)), seconds);
  }
  await db.delete(accountActions).where(and(mine, lt(accountActions.createdAt, since)));
  await db.insert(accountActions).values({ userId, action: limit.action, createdAt: now });
}
