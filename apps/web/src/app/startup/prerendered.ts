/** The attribute scripts/prerender.mjs puts on <html>: the path whose English HTML is in #root. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Whether the prerendered HTML in #root is what the app renders for this visit: the same path,
 * no query (e.g. ?session_expired=true adds a banner), no navigation state restored by a reload
 * (e.g. the "password changed" notice), and English.
 */
export function canHydrate(
  html: HTMLElement,
  location: Pick<Location, 'pathname' | 'search'>,
  language: string | undefined,
  historyState: unknown = window.history.state,
): boolean {
  const path = html.getAttribute(PRERENDERED_ATTRIBUTE);
  if (path === null || path !== location.pathname || location.search !== '') return false;
  const restored = (historyState as { usr?: unknown } | null)?.usr;
  return restored == null && language === 'en';
}
