// URL exists in every runtime this package runs in (browsers and Node); the package's compiler
// settings know no runtime, so it is declared here with the little that is used.
declare const URL: new (url: string, base: string) => { origin: string };

/**
 * A path in this app as the raw string must spell it: one `/` (never `//` or `/\`, which a
 * browser takes for another host), then only URL path, query and fragment characters, and `%`
 * only before two hex digits. No whitespace, control character or backslash anywhere: browsers
 * drop tabs and line breaks from a URL, so `/\t/evil.example` would open evil.example.
 */
const PATH = /^\/(?![/\\])(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?#]|%[0-9A-Fa-f]{2})*$/;
/** What decoding may turn into a second host or an invisible character. */
const HOST_AFTER_DECODING = /^\/[/\\]/;
const CONTROL = /[\u0000-\u001f\u007f]/;
/** A router or server that decodes a path again should still find a path: a few rounds at most. */
const DECODE_ROUNDS = 4;
const BASE = 'http://x.invalid';

/**
 * Whether `value` is a link that stays on this site: a path such as `/dashboard/projects/…`
 * that, however it is decoded or resolved, never leaves the app's origin. Notification links
 * are followed on click, so the server stores only these and the web follows only these.
 */
export function isSameOriginPath(value: string): boolean {
  if (!PATH.test(value)) return false;
  let current = value;
  for (let round = 0; ; round += 1) {
    if (HOST_AFTER_DECODING.test(current) || CONTROL.test(current)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false; // `%` before something that is not UTF-8
    }
    if (decoded === current) break;
    if (round === DECODE_ROUNDS) return false;
    current = decoded;
  }
  try {
    return new URL(value, BASE).origin === BASE;
  } catch {
    return false;
  }
}
