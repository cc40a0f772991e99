import type { AppearanceJson, AppearanceUpdateBody } from '@crewline/shared/contracts/appearance';
import {
  reconcileAppearance,
  type SyncedAppearance,
} from '../../api/appearance/reconcile-appearance.ts';
import {
  readSyncedAppearance,
  writeSyncedAppearance,
} from '../../api/appearance/synced-appearance.ts';

/** The shortest time between two looks at the server when the tab comes back into view. */
export const APPEARANCE_REFRESH_MIN_MS = 10_000;

/** What the sync needs from the server, this device and the page (injected for tests). */
export type AppearanceSyncDeps = {
  fetchAppearance(): Promise<AppearanceJson>;
  saveAppearance(changes: AppearanceUpdateBody): Promise<AppearanceJson>;
  local: {
    /** This device's theme and language now. */
    get(): SyncedAppearance;
    /** Takes values over from the server. */
    apply(changes: Partial<SyncedAppearance>): Promise<void>;
    /** Calls `listener` after every local change; returns the unsubscribe. */
    subscribe(listener: () => void): () => void;
  };
  /** Calls `listener` whenever the tab comes back into view; returns the unsubscribe. */
  onVisible(listener: () => void): () => void;
  /**
   * Calls `listener` with the appearance the server announces after a change made elsewhere
   * (another tab or device, or the echo of this one's save); returns the unsubscribe.
   */
  onServerChange?(listener: (server: AppearanceJson) => void): () => void;
  now(): number;
};

/** A running sync; `idle` resolves once the work queued so far is done (tests). */
type AppearanceSync = { stop(): void; idle(): Promise<void> };

const FIELDS = ['theme', 'language'] as const;
const FIELDS_ALL = ['theme', 'language', 'density'] as const;

/**
 * Keeps the signed-in person's theme and language in step with the server: at start (sign-in
 * or app start with a session), when the tab comes back into view and when the server announces
 * a change made elsewhere (unless it is what this device last saved), the rule of
 * reconcileAppearance decides per field; every local change is saved at once, best effort (a
 * failed save keeps the local choice and is pushed at the next start). One step at a time, so a
 * save never races a fetch.
 */
export function startAppearanceSync(userId: string, deps: AppearanceSyncDeps): AppearanceSync {
  let stopped = false;
  // The server's values as last seen here (null until the first fetch succeeds).
  let known: AppearanceJson | null = null;
  let lastCheck = -Infinity;
  // This device's values as of the last step, to tell which field a change event changed.
  let lastLocal = deps.local.get();
  let queue: Promise<void> = Promise.resolve();
  const serial = (task: () => Promise<void>) => {
    queue = queue.then(() => (stopped ? undefined : task())).catch(() => undefined);
  };

  async function reconcile(): Promise<void> {
    lastCheck = deps.now();
    const server = await deps.fetchAppearance();
    if (stopped) return;
    known = server;
    const plan = reconcileAppearance(server, deps.local.get(), readSyncedAppearance(userId));
    if (Object.keys(plan.apply).length > 0) await deps.local.apply(plan.apply);
    lastLocal = deps.local.get();
    // Remembered only once the server holds it: a failed push is tried again next time.
    if (Object.keys(plan.push).length > 0) known = await deps.saveAppearance(plan.push);
    writeSyncedAppearance(userId, known);
  }

  async function pushLocalChange(): Promise<void> {
    const local = deps.local.get();
    const changes: Partial<SyncedAppearance> = {};
    for (const field of FIELDS) {
      // What the person changed, unless it is a value just taken over from the server.
      if (local[field] !== lastLocal[field] && local[field] !== known?.[field]) {
        Object.assign(changes, { [field]: local[field] });
      }
    }
    lastLocal = local;
    if (Object.keys(changes).length === 0) return;
    known = await deps.saveAppearance(changes);
    writeSyncedAppearance(userId, known);
  }

  serial(reconcile);
  const unsubscribeLocal = deps.local.subscribe(() => serial(pushLocalChange));
  const unsubscribeVisible = deps.onVisible(() => {
    if (deps.now() - lastCheck >= APPEARANCE_REFRESH_MIN_MS) serial(reconcile);
  });
  // Read again rather than taken from the announcement: an older announcement (the echo of a
  // save this device has since replaced) must not undo a newer choice.
  const unsubscribeServer =
    deps.onServerChange?.((server) =>
      serial(async () => {
        if (known && FIELDS_ALL.every((field) => server[field] === known?.[field])) return;
        await reconcile();
      }),
    ) ?? (() => undefined);
  return {
    stop() {
      stopped = true;
      unsubscribeLocal();
      unsubscribeVisible();
      unsubscribeServer();
    },
    idle: () => queue,
  };
}
