import { z } from 'zod';

/** The five free profile links, social1 to social5. */
export const SOCIAL_SLOTS = ['social1', 'social2', 'social3', 'social4', 'social5'] as const;
export type SocialSlot = (typeof SOCIAL_SLOTS)[number];

/** The three named links: free text (a handle or a link), as long as no other scheme. */
export const NAMED_SOCIAL_LINKS = ['twitter', 'github', 'linkedin'] as const;

export const SOCIAL_URL_MAX_LENGTH = 500;
export const SOCIAL_URL_ERROR = 'Not a valid Social account profile URL';
export const NAMED_LINK_ERROR = 'Enter a handle or an http(s) link';

/** `name:` at the start, unless it is a host's port (`example.com:8080`). */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;
const WEB_SCHEME = /^https?:\/\//i;
/** `user:password@` before the host: a link that hides where it goes. */
const CREDENTIALS = /^https?:\/\/[^/?#]*@/i;
/** `name:` at the start, port or not: `javascript:0/x` runs as well as `javascript:x`. */
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** A dotted host and its port (`example.com:8080/me`): a site, as the profile page opens it. */
const HOST_AND_PORT = /^[a-z0-9-]+(\.[a-z0-9-]+)+:\d+(?:[/?#]|$)/i;
const CONTROL = /[\u0000-\u001f\u007f]/;
/** A profile lives on a named site: "https://hello" is a typo, not a link. */
const webLink = z.url({ protocol: /^https?$/, hostname: /^[^.]+(\.[^.]+)+$/ });

/**
 * A social slot's value as it is stored: trimmed, `https://` put in front when no scheme was
 * typed, '' for an empty slot; `null` when it is no http(s) link to a named host.
 * The browser and the server both call this, so the form stops exactly what the API refuses.
 */
export function normalizeSocialUrl(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return '';
  if (value.length > SOCIAL_URL_MAX_LENGTH) return null;
  if (!WEB_SCHEME.test(value) && (OTHER_SCHEME.test(value) || value.startsWith('/'))) return null;
  const candidate = WEB_SCHEME.test(value) ? value : `https://${value}`;
  if (CREDENTIALS.test(candidate)) return null;
  return webLink.safeParse(candidate).success ? candidate : null;
}

/**
 * Whether a named link (twitter, github, linkedin) may be stored: a handle (`@grace`), a site
 * without a scheme (`github.com/grace`) or an http(s) link; never `javascript:`, `data:` or
 * another scheme, in any case, and no control characters (browsers drop some of them from a
 * link, so `java\tscript:` would still run).
 */
export function isSafeNamedLink(raw: string): boolean {
  const value = raw.trim();
  if (CONTROL.test(value)) return false;
  return !ANY_SCHEME.test(value) || WEB_SCHEME.test(value) || HOST_AND_PORT.test(value);
}
