import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token (256 random bits) for refresh and reset links. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of the token: its SHA-256, so a database leak reveals no token. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
