import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@crewline/shared/limits';
import { serverSecrets } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { UnauthorizedError } from '../errors.ts';

/** Signs and verifies the short-lived access JWTs (HS256, `sub` + `exp`, `sid`). */
export type AccessTokens = {
  /** Signs a token for a user; `sessionId` (the refresh-token family) names its session. */
  sign(userId: string, sessionId?: string): Promise<string>;
  /** Returns the user id, or throws 401 for a missing, expired or forged token. */
  verify(token: string): Promise<string>;
  /** Like `verify`, with the session and expiry (the socket closes when either ends). */
  verifyClaims(token: string): Promise<VerifiedClaims>;
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
  // By name: the table holds other secrets too (the generated VAPID keys).
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'jwt_secret'));
  if (!row) throw new Error('JWT secret could not be stored');
  return new TextEncoder().encode(row.value);
}

/** How many verified tokens each process remembers (a few hundred bytes each). */
const VERIFIED_TOKENS_KEPT = 10_000;

/** What a verified token says: its user, session (refresh family) and expiry in epoch seconds. */
type VerifiedClaims = { sub: string; exp: number; sid?: string };

/** Builds the token service over one secret; `now` is injectable for tests. */
export function createAccessTokens(
  secret: Uint8Array,
  now: () => Date = () => new Date(),
): AccessTokens {
  const key = createSecretKey(secret);
  const verified = new Map<string, VerifiedClaims>();
  const verifyClaims = async (token: string): Promise<VerifiedClaims> => {
    const nowSeconds = Math.floor(now().getTime() / 1000);
    // A client sends the same token for up to 15 minutes: checking its signature once is
    // enough, its expiry is checked on every call.
    let claims = verified.get(token);
    if (!claims) {
      claims = verifyHs256(token, key, nowSeconds);
      if (!claims) throw new UnauthorizedError();
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
      verified.set(token, claims);
    }
    if (claims.exp <= nowSeconds) throw new UnauthorizedError();
    return claims;
  };
  return {
    async sign(userId, sessionId) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT(sessionId ? { sid: sessionId } : {})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(secret);
    },
    async verify(token) {
      return (await verifyClaims(token)).sub;
    },
    verifyClaims,
  };
}

/**
 * Verifies one of our HS256 tokens and returns its subject and expiry, or undefined. Written on node:crypto
 * because jose's WebCrypto path cost ~200 µs a call, more than the rest of an authenticated
 * request (node:crypto: ~7 µs). Strict by construction: the header must say HS256, the
 * signature must be the exact base64url of the HMAC, `exp` is required and `nbf` honoured.
 */
function verifyHs256(
  token: string,
  key: ReturnType<typeof createSecretKey>,
  nowSeconds: number,
): VerifiedClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(
    createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url'),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const head = parseSegment(header);
  if (head?.alg !== 'HS256' || head.crit !== undefined) return undefined;
  const claims = parseSegment(payload);
  if (!claims || typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return undefined;
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > nowSeconds)) {
    return undefined;
  }
  if (typeof claims.sub !== 'string' || claims.sub === '') return undefined;
  const sid = typeof claims.sid === 'string' && claims.sid !== '' ? claims.sid : undefined;
  return { sub: claims.sub, exp: claims.exp, ...(sid && { sid }) };
}

/** A base64url JSON object segment of a JWT, or undefined when it is not one. */
function parseSegment(segment: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
