import { SignJWT, jwtVerify } from 'jose';
import type { OAuthProviderId } from './providers.ts';

export const STATE_COOKIE = 'crewline_oauth';
const STATE_TTL_SECONDS = 600;

/**
 * What must survive the round trip through the provider: CSRF state and the PKCE verifier, and
 * for a link from Settings → Security the signed-in user the provider is to be linked to
 * (sealed, so no one can aim a link at another account).
 */
type OAuthState = {
  state: string;
  verifier: string;
  provider: OAuthProviderId;
  link?: string;
};

/**
 * The state travels in a signed, HTTP-only cookie rather than in server memory, so the callback
 * may reach any app process.
 */
export async function sealState(value: OAuthState, key: Uint8Array, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ...value })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + STATE_TTL_SECONDS)
    .setAudience('oauth-state')
    .sign(key);
}

/** Reads the sealed state back; throws when it is missing, forged or expired. */
export async function openState(
  sealed: string | undefined,
  key: Uint8Array,
  now: Date,
): Promise<OAuthState> {
  if (!sealed) throw new Error('missing OAuth state cookie');
  const { payload } = await jwtVerify(sealed, key, {
    audience: 'oauth-state',
    currentDate: now,
    algorithms: ['HS256'],
  });
  return payload as unknown as OAuthState;
}

/** The Set-Cookie value for the state (or for clearing it with `value` empty). */
export function stateCookie(value: string, secure: boolean): string {
  const parts = [
    `${STATE_COOKIE}=${value}`,
    'Path=/api/auth',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${value ? STATE_TTL_SECONDS : 0}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** One cookie's value from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
