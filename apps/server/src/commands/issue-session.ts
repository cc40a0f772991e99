import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_DAYS, type AuthResponse } from '@crewline/shared';
import { refreshTokens, type users } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import type { AccessTokens } from '../services/access-tokens.ts';
import { hashOpaqueToken, newOpaqueToken } from '../services/opaque-tokens.ts';
import { presentUser } from '../presenters/user.ts';

type UserRow = typeof users.$inferSelect;

/**
 * Issues an access token and a refresh token. A new sign-in starts a new family; a rotation
 * passes the family of the token it replaces.
 */
export async function issueSession(
  db: Db,
  tokens: AccessTokens,
  user: UserRow,
  now: Date,
  familyId: string = randomUUID(),
): Promise<AuthResponse> {
  const refreshToken = newOpaqueToken();
  await db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: hashOpaqueToken(refreshToken),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000),
  });
  return {
    access_token: await tokens.sign(user.id, familyId),
    refresh_token: refreshToken,
    user: presentUser(user),
  };
}
