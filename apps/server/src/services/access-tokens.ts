import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@crewline/shared';
import { serverSecrets } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { UnauthorizedError } from '../errors.ts';

/** Signs and verifies the short-lived access JWTs (HS256, `sub` + `exp`). */
export type AccessTokens = {
  sign(userId: string): Promise<string>;
  /** Returns the user id, or throws 401 for a missing, expired or forged token. */
  verify(token: string): Promise<string>;
};

/**
 * The signing secret: JWT_SECRET when set, otherwise one generated on first start and kept in
 * the database, so every process on the same database signs with the same key.
 */
export async function loadJwtSecret(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(serverSecrets)
    .values({ name: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).limit(1);
  if (!row) throw new Error('JWT secret could not be stored');
  return new TextEncoder().encode(row.value);
}

/** Builds the token service over one secret; `now` is injectable for tests. */
export function createAccessTokens(
  secret: Uint8Array,
  now: () => Date = () => new Date(),
): AccessTokens {
  return {
    async sign(userId) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          currentDate: now(),
        });
        if (!payload.sub) throw new Error('no subject');
        return payload.sub;
      } catch {
        throw new UnauthorizedError();
      }
    },
  };
}
