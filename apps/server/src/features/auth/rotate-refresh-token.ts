import { and, eq, isNull } from 'drizzle-orm';
import type { AuthResponse } from '@crewline/shared/contracts/auth';
import { refreshTokens, users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { UnauthorizedError } from '../../errors.ts';
import type { AccessTokens } from '../../services/access-tokens.ts';
import { hashOpaqueToken } from '../../services/opaque-tokens.ts';
import { issueSession } from './issue-session.ts';

/** Revokes every token of a login's family (reuse detected, or sign-out). */
export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Exchanges a refresh token for a new pair. The old token is marked rotated by a conditional
 * update, so of two concurrent uses only one wins; presenting a rotated token again is taken
 * as theft and revokes the whole family.
 */
export async function rotateRefreshToken(
  db: Db,
  tokens: AccessTokens,
  refreshToken: string,
  now: Date,
  userAgent?: string,
): Promise<AuthResponse> {
  const rejected = new UnauthorizedError('Authentication failed', 'INVALID_REFRESH_TOKEN');
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)))
    .limit(1);
  if (!row || row.revokedAt || row.expiresAt <= now) throw rejected;
  const [claimed] = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(refreshTokens.id, row.id),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  if (!claimed) {
    await revokeFamily(db, row.familyId, now);
    throw rejected;
  }
  const [user] = await db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (!user) throw rejected;
  // The browser may have updated since sign-in; without a header, the session keeps its name.
  return issueSession(db, tokens, user, now, {
    familyId: row.familyId,
    userAgent: userAgent || row.userAgent,
    usedAt: now,
  });
}
