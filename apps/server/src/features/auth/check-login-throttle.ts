import { and, count, eq, gt, lt, min, or } from 'drizzle-orm';
import { LOGIN_FAILURES_PER_MINUTE } from '@crewline/shared/limits';
import { loginFailures } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { RateLimitError } from '../../errors.ts';

const WINDOW_MS = 60_000;

/** Throws 429 with Retry-After when the email or the IP has too many recent failures. */
export async function checkLoginThrottle(
  db: Db,
  email: string,
  ip: string,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - WINDOW_MS);
  for (const column of [loginFailures.email, loginFailures.ip] as const) {
    const key = column === loginFailures.email ? email : ip;
    const [row] = await db
      .select({ n: count(), oldest: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(eq(column, key), gt(loginFailures.createdAt, since)));
    if (row && row.n >= LOGIN_FAILURES_PER_MINUTE && row.oldest) {
      const retryAfter = Math.max(
        1,
        Math.ceil((row.oldest.getTime() + WINDOW_MS - now.getTime()) / 1000),
      );
      throw new RateLimitError(
        `Too many sign-in attempts. Please try again in ${retryAfter} seconds.`,
        retryAfter,
      );
    }
  }
}

/** Records a failed attempt and drops this key's records that no window needs any more. */
export async function recordLoginFailure(
  db: Db,
  email: string,
  ip: string,
  now: Date,
): Promise<void> {
  await db.insert(loginFailures).values({ email, ip, createdAt: now });
  const stale = new Date(now.getTime() - 10 * WINDOW_MS);
  await db
    .delete(loginFailures)
    .where(
      and(
        or(eq(loginFailures.email, email), eq(loginFailures.ip, ip)),
        lt(loginFailures.createdAt, stale),
      ),
    );
}
