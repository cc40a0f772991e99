import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import { rateLimitHits } from '../db/account-schema.ts';
import type { DbOrTx } from '../db/client.ts';
import { RateLimitError } from '../errors.ts';

/** A limited action and how often it may happen under one key. */
export type WindowLimit = {
  /** A stable name: 'signup_ip', 'reset_mail_address', 'password_change'. */
  action: string;
  /** At most this many within `windowMs`. */
  max: number;
  windowMs: number;
  /** The 429's text; `{seconds}` is replaced with the wait. */
  message: string;
};

/** One counter: `limit.action` counted under `key` (an account id, an address, a client IP). */
export type LimitHit = { limit: WindowLimit; key: string };

/** Seconds until the oldest attempt in the window leaves it, when the counter is full. */
async function secondsUntilFree(db: DbOrTx, hit: LimitHit, now: Date): Promise<number | null> {
  const { limit, key } = hit;
  const since = new Date(now.getTime() - limit.windowMs);
  const [row] = await db
    .select({ n: count(), oldest: min(rateLimitHits.createdAt) })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.action, limit.action),
        eq(rateLimitHits.key, key),
        gt(rateLimitHits.createdAt, since),
      ),
    );
  if (!row || row.n < limit.max || !row.oldest) return null;
  return Math.max(1, Math.ceil((row.oldest.getTime() + limit.windowMs - now.getTime()) / 1000));
}

/**
 * Throws 429 with Retry-After when any of `hits` is at its limit (the longest wait of them, so
 * trying again after it is sure to pass those counters).
 */
export async function checkLimits(db: DbOrTx, hits: LimitHit[], now: Date): Promise<void> {
  let worst: { hit: LimitHit; seconds: number } | undefined;
  for (const hit of hits) {
    const seconds = await secondsUntilFree(db, hit, now);
    if (seconds !== null && (!worst || seconds > worst.seconds)) worst = { hit, seconds };
  }
  if (worst) {
    const text = worst.hit.limit.message.replace('{seconds}', String(worst.seconds));
    throw new RateLimitError(text, worst.seconds);
  }
}

/** Counts one attempt under each of `hits`, and drops rows their actions' windows no longer need. */
export async function recordHits(db: DbOrTx, hits: LimitHit[], now: Date): Promise<void> {
  if (hits.length === 0) return;
  for (const { limit } of hits) {
    const since = new Date(now.getTime() - limit.windowMs);
    await db
      .delete(rateLimitHits)
      .where(and(eq(rateLimitHits.action, limit.action), lt(rateLimitHits.createdAt, since)));
  }
  await db
    .insert(rateLimitHits)
    .values(hits.map(({ limit, key }) => ({ action: limit.action, key, createdAt: now })));
}

/**
 * Checks and counts an attempt under every one of `hits` at once: 429 with Retry-After when any
 * is full, and then none is counted. The counters are locked for the check, so processes racing
 * on one database cannot both take the last place.
 */
export async function takeLimits(db: DbOrTx, hits: LimitHit[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // In one order everywhere, so two attempts sharing counters never wait on each other.
    const names = [...new Set(hits.map((hit) => `limit:${hit.limit.action}:${hit.key}`))].sort();
    for (const name of names) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
    }
    await checkLimits(tx, hits, now);
    await recordHits(tx, hits, now);
  });
}
