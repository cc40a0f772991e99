import { RESET_TOKEN_TTL_MINUTES } from '@crewline/shared/limits';
import { passwordResets } from '../../db/schema.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../services/opaque-tokens.ts';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Stores a single-use password token (hashed) and returns the link that uses it. Password
 * reset and the invited account's "set your password" mail share this one mechanism.
 */
export async function createResetLink(
  db: DbOrTx,
  options: { userId: string; appOrigin: string; now: Date; ttlMinutes?: number },
): Promise<string> {
  const token = newOpaqueToken();
  const ttlMinutes = options.ttlMinutes ?? RESET_TOKEN_TTL_MINUTES;
  await db.insert(passwordResets).values({
    userId: options.userId,
    tokenHash: hashOpaqueToken(token),
    expiresAt: new Date(options.now.getTime() + ttlMinutes * 60_000),
  });
  return `${options.appOrigin}/auth/reset-password/confirm?token=${encodeURIComponent(token)}`;
}
