/** Where a dead session sends the user (docs/PRODUCT.md, Sessions). */
const SESSION_EXPIRED_URL = '/login?session_expired=true';

const PUBLIC_PREFIXES = [
  '/auth',
  '/login',
  '/legal',
  '/features',
  '/pricing',
  '/resources',
  '/demo',
];

/** Whether a path is a public page, where a dead session just signs the visitor out. */
export function isPublicPath(pathname: string): boolean {
  return pathname === '/' || PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Sends the user to sign-in with the session-expired notice, unless they are on a public page. */
export function redirectOnSessionExpired(): void {
  if (isPublicPath(window.location.pathname)) return;
  window.location.assign(SESSION_EXPIRED_URL);
}
