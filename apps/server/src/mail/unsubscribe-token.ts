import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_SWITCHES, type EmailSwitch } from './email-switch.ts';

// Domain separation: the same key signs access tokens and OAuth state; an unsubscribe MAC can
// never be mistaken for one of those, or they for it.
const PURPOSE = 'crewline:unsubscribe:v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function mac(key: Uint8Array, userId: string, kind: EmailSwitch): Buffer {
  return createHmac('sha256', key).update(`${PURPOSE}\n${userId}\n${kind}`).digest();
}

/**
 * The token of a one-click unsubscribe link: `<user id>.<switch>.<HMAC-SHA256>`. No expiry
 * (RFC 8058 links must keep working in old mail); it can only ever turn that one switch off.
 */
export function signUnsubscribeToken(key: Uint8Array, userId: string, kind: EmailSwitch): string {
  return `${userId}.${kind}.${mac(key, userId, kind).toString('base64url')}`;
}

/** The user and switch a token names, or null when it was not made with this key. */
export function verifyUnsubscribeToken(
  key: Uint8Array,
  token: string,
): { userId: string; kind: EmailSwitch } | null {
  const [userId, kind, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !kind || !signature) return null;
  if (!UUID.test(userId) || !(EMAIL_SWITCHES as readonly string[]).includes(kind)) return null;
  const expected = mac(key, userId, kind as EmailSwitch);
  const given = Buffer.from(signature, 'base64url');
  // base64url decoding ignores stray characters: compare the canonical form too.
  if (given.length !== expected.length || given.toString('base64url') !== signature) return null;
  return timingSafeEqual(given, expected) ? { userId, kind: kind as EmailSwitch } : null;
}

/** The URL of the link (GET shows a confirmation page, POST unsubscribes: RFC 8058). */
export function unsubscribeUrl(
  appOrigin: string,
  key: Uint8Array,
  userId: string,
  kind: EmailSwitch,
): string {
  const token = signUnsubscribeToken(key, userId, kind);
  return `${appOrigin}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The RFC 8058 headers every notification and digest mail carries. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
