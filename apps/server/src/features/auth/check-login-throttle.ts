import type { Db } from '../../db/client.ts';
import type { AbuseLimits } from '../../env.ts';
import { checkLimits, recordHits, type LimitHit } from '../../services/rate-limit.ts';

const MESSAGE = 'Too many sign-in attempts. Please try again in {seconds} seconds.';

/**
 * The counters a failed sign-in feeds. Per address and client together, so someone guessing a
 * colleague's password from elsewhere locks out only themselves, never the owner on their own
 * device; per client across addresses, against one machine trying a password on many accounts;
 * and an account-wide ceiling, far above what a person mistypes, against guessing from many.
 */
function loginCounters(limits: AbuseLimits, email: string, ip: string): LimitHit[] {
  return [
    {
      key: `${email}\n${ip}`,
      limit: {
        action: 'login_failure_account_ip',
        max: limits.loginFailuresPerAccountAndIpPerMinute,
        windowMs: 60_000,
        message: MESSAGE,
      },
    },
    {
      key: ip,
      limit: {
        action: 'login_failure_ip',
        max: limits.loginFailuresPerIpPerMinute,
        windowMs: 60_000,
        message: MESSAGE,
      },
    },
    {
      key: email,
      limit: {
        action: 'login_failure_account',
        max: limits.loginFailuresPerAccountPer15Min,
        windowMs: 15 * 60_000,
        message: MESSAGE,
      },
    },
  ];
}

/** Throws 429 with Retry-After when this address, this client or the pair failed too often. */
export async function checkLoginThrottle(
  db: Db,
  limits: AbuseLimits,
  attempt: { email: string; ip: string; now: Date },
): Promise<void> {
  await checkLimits(db, loginCounters(limits, attempt.email, attempt.ip), attempt.now);
}

/** Counts a failed sign-in against the address, the client and the pair. */
export async function recordLoginFailure(
  db: Db,
  limits: AbuseLimits,
  attempt: { email: string; ip: string; now: Date },
): Promise<void> {
  await recordHits(db, loginCounters(limits, attempt.email, attempt.ip), attempt.now);
}
