import { randomUUID } from 'node:crypto';
import type { AuthResponse } from '@crewline/shared/contracts/auth';
import { REFRESH_TOKEN_TTL_DAYS } from '@crewline/shared/limits';
import { refreshTokens, type users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import type { AccessTokens } from '../../services/access-tokens.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../services/opaque-tokens.ts';
import { presentUser } from '../users/user-presenter.ts';

type UserRow = typeof users.$inferSelect;

/** Longer user agents are cut: the sessions list only needs the browser and device from it. */
const USER_AGENT_KEPT_CHARS = 512;

/** Which session a token pair belongs to, and the browser it was issued to. */
type SessionOptions = {
  /** A rotation passes the family of the token it replaces; a new sign-in starts one. */
  familyId?: string;
  /** The request's User-Agent (Settings → Security names the device and browser from it). */
  userAgent?: string | null;
  /** Set on a rotation: the session was just used. */
  usedAt?: Date;
};

/**
 * Issues an access token and a refresh token. A new sign-in starts a new family; a rotation
 * passes the family of the token it replaces.
 */
export async function issueSession(
  db: Db,
  tokens: AccessTokens,
  user: UserRow,
  now: Date,
  options: SessionOptions = {},
): Promise<AuthResponse> {
  const familyId = options.familyId ?? randomUUID();
  const refreshToken = newOpaqueToken();
  await db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: hashOpaqueToken(refreshToken),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000),
    userAgent: options.userAgent?.slice(0, USER_AGENT_KEPT_CHARS) || null,
    lastUsedAt: options.usedAt ?? null,
  });
  return {
    access_token: await tokens.sign(user.id, familyId),
    refresh_token: refreshToken,
    user: presentUser(user),
  };
}
