/**
 * One tab alerts per notification. With Crewline open in several tabs, every tab hears of each
 * new notification; without this, each would ring and each hidden one would show a browser
 * notification. Tabs claim a notification in shared local storage, under a Web Lock where the
 * browser has them so two tabs cannot both claim it; a tab the person is looking at claims
 * first, so a background tab does not pop up a notification they are already seeing.
 */
const STORAGE_KEY = 'notification_alert_claims';
const LOCK_NAME = 'crewline-notification-alert-claims';
// Long enough to outlast the 2-minute window in which a notification still counts as new.
const KEEP_MS = 5 * 60_000;
/** How long a background tab lets a tab in front claim a notification first. */
const BACKGROUND_CLAIM_DELAY_MS = 300;

function readClaims(now: number): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([, at]) => typeof at === 'number' && now - at >= 0 && now - at < KEEP_MS,
      ),
    ) as Record<string, number>;
  } catch {
    return {};
  }
}

function claim(id: string): boolean {
  const now = Date.now();
  const claims = readClaims(now);
  if (id in claims) return false;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...claims, [id]: now }));
  } catch {
    // Storage refused (private mode): this tab alerts, as it would alone.
  }
  return true;
}

function claimNow(id: string, run: () => void): void {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) {
    if (claim(id)) run();
    return;
  }
  void locks
    .request(LOCK_NAME, () => {
      if (claim(id)) run();
    })
    .catch(() => undefined);
}

/**
 * Runs `run` only in the first tab of this browser to claim notification `id`; a tab in the
 * background (`inFront` false) waits a moment to let a tab in front claim it.
 */
export function claimAlert(id: string, inFront: boolean, run: () => void): void {
  if (inFront) claimNow(id, run);
  else window.setTimeout(() => claimNow(id, run), BACKGROUND_CLAIM_DELAY_MS);
}
