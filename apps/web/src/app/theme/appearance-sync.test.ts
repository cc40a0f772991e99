import { describe, expect, it } from 'vitest';
import type { AppearanceJson, AppearanceUpdateBody } from '@crewline/shared/contracts/appearance';
import type { SyncedAppearance } from '../../api/appearance/reconcile-appearance.ts';
import {
  readSyncedAppearance,
  writeSyncedAppearance,
} from '../../api/appearance/synced-appearance.ts';
import {
  APPEARANCE_REFRESH_MIN_MS,
  startAppearanceSync,
  type AppearanceSyncDeps,
} from './appearance-sync.ts';

const USER = 'user-1';

/** A server, a device and a page, all in memory; `saves` records every PUT body. */
function world(options: { server: AppearanceJson; local: SyncedAppearance }) {
  let server = { ...options.server };
  let local = { ...options.local };
  let failSaves = false;
  let time = 0;
  const saves: AppearanceUpdateBody[] = [];
  const localListeners = new Set<() => void>();
  const visibleListeners = new Set<() => void>();
  const serverListeners = new Set<(server: AppearanceJson) => void>();
  let fetches = 0;
  const deps: AppearanceSyncDeps = {
    fetchAppearance: async () => {
      fetches += 1;
      return { ...server };
    },
    async saveAppearance(changes) {
      saves.push(changes);
      if (failSaves) throw new Error('offline');
      server = { ...server, ...changes };
      return { ...server };
    },
    local: {
      get: () => ({ ...local }),
      async apply(changes) {
        local = { ...local, ...changes };
        localListeners.forEach((listener) => listener());
      },
      subscribe(listener) {
        localListeners.add(listener);
        return () => localListeners.delete(listener);
      },
    },
    onVisible(listener) {
      visibleListeners.add(listener);
      return () => visibleListeners.delete(listener);
    },
    onServerChange(listener) {
      serverListeners.add(listener);
      return () => serverListeners.delete(listener);
    },
    now: () => time,
  };
  return {
    deps,
    saves,
    get server() {
      return server;
    },
    get local() {
      return local;
    },
    get fetches() {
      return fetches;
    },
    /** The server announces what it holds (an appearance_updated frame). */
    announce(appearance: AppearanceJson = server) {
      serverListeners.forEach((listener) => listener({ ...appearance }));
    },
    /** The person changes a setting on this device (the switcher or the toggle). */
    choose(changes: Partial<SyncedAppearance>) {
      local = { ...local, ...changes };
      localListeners.forEach((listener) => listener());
    },
    /** Another device saves something. */
    elsewhere(changes: Partial<AppearanceJson>) {
      server = { ...server, ...changes };
    },
    failSaves(value: boolean) {
      failSaves = value;
    },
    /** Time passes and the tab comes back into view. */
    returnAfter(ms: number) {
      time += ms;
      visibleListeners.forEach((listener) => listener());
    },
  };
}

const DEFAULTS: AppearanceJson = { theme: 'system', language: 'en', density: 'comfortable' };

describe('startAppearanceSync', () => {
  it('on sign-in takes over what the person chose on another device', async () => {
    const w = world({
      server: { theme: 'dark', language: 'ar', density: 'compact' },
      local: { theme: 'light', language: 'en' },
    });
    const sync = startAppearanceSync(USER, w.deps);
    await sync.idle();
    expect(w.local).toEqual({ theme: 'dark', language: 'ar' });
    // Taking them over is not a change of its own to save back.
    expect(w.saves).toEqual([]);
    expect(readSyncedAppearance(USER)).toEqual({ theme: 'dark', language: 'ar' });
    sync.stop();
  });

  it('on a first sign-in with nothing chosen yet, saves this device’s choice', async () => {
    const w = world({ server: DEFAULTS, local: { theme: 'dark', language: 'ru' } });
    const sync = startAppearanceSync(USER, w.deps);
    await sync.idle();
    expect(w.saves).toEqual([{ theme: 'dark', language: 'ru' }]);
    expect(w.server).toEqual({ theme: 'dark', language: 'ru', density: 'comfortable' });
    expect(w.local).toEqual({ theme: 'dark', language: 'ru' });
    sync.stop();
  });

  it('saves each local change, only the field that changed', async () => {
    const w = world({ server: DEFAULTS, local: { theme: 'system', language: 'en' } });
    const sync = startAppearanceSync(USER, w.deps);
    await sync.idle();
    expect(w.saves).toEqual([]);
    w.choose({ language: 'ar' });
    await sync.idle();
    w.choose({ theme: 'light' });
    await sync.idle();
    expect(w.saves).toEqual([{ language: 'ar' }, { theme: 'light' }]);
    expect(w.server).toMatchObject({ theme: 'light', language: 'ar' });
    expect(readSyncedAppearance(USER)).toEqual({ theme: 'light', language: 'ar' });
    sync.stop();
  });

  it('keeps the local choice when a save fails, and pushes it at the next start', async () => {
    writeSyncedAppearance(USER, { theme: 'dark', language: 'en', density: 'comfortable' });
    const w = world({
      server: { ...DEFAULTS, theme: 'dark' },
      local: { theme: 'dark', language: 'en' },
    });
    const first = startAppearanceSync(USER, w.deps);
    await first.idle();
    w.failSaves(true);
    w.choose({ theme: 'light' });
    await first.idle();
    expect(w.local.theme).toBe('light');
    expect(w.server.theme).toBe('dark');
    first.stop();

    // The next start (a reload): this device changed it, the server did not: it is pushed.
    w.failSaves(false);
    const second = startAppearanceSync(USER, w.deps);
    await second.idle();
    expect(w.server.theme).toBe('light');
    expect(w.local.theme).toBe('light');
    second.stop();
  });

  it('follows a change made on another device when the tab comes back into view', async () => {
    const w = world({ server: DEFAULTS, local: { theme: 'system', language: 'en' } });
    const sync = startAppearanceSync(USER, w.deps);
    await sync.idle();
    w.elsewhere({ theme: 'dark', language: 'ru' });
    // Too soon after the last look: the server is not asked again yet.
    w.returnAfter(APPEARANCE_REFRESH_MIN_MS / 2);
    await sync.idle();
    expect(w.local).toEqual({ theme: 'system', language: 'en' });
    w.returnAfter(APPEARANCE_REFRESH_MIN_MS);
    await sync.idle();
    expect(w.local).toEqual({ theme: 'dark', language: 'ru' });
    // Even back to a default value: the other device chose it.
    w.elsewhere({ language: 'en' });
    w.returnAfter(APPEARANCE_REFRESH_MIN_MS);
    await sync.idle();
    expect(w.local.language).toBe('en');
    expect(w.saves).toEqual([]);
    sync.stop();
  });

  it('follows a change announced by the server at once, without waiting for visibility', async () => {
    const w = world({ server: DEFAULTS, local: { theme: 'system', language: 'en' } });
    const sync = startAppearanceSync(USER, w.deps);
    await sync.idle();
    w.elsewhere({ theme: 'dark', language: 'ru' });
    w.announce();
    await sync.idle();
    expect(w.local).toEqual({ theme: 'dark', language: 'ru' });
    expect(readSyncedAppearance(USER)).toEqual({ theme: 'dark', language: 'ru' });
    expect(w.saves).toEqual([]);
    sync.stop();
  });

  it('ignores the echo of its own save, and an older announcement never undoes a newer choice', async () => {
    const w = world({ server: DEFAULTS, local: { theme: 'system', language: 'en' } });
    const sync = startAppearanceSync(USER, w.deps);
    await sync.idle();
    const reads = w.fetches;
    w.choose({ theme: 'dark' });
    await sync.idle();
    w.announce();
    await sync.idle();
    expect(w.fetches).toBe(reads);
    // Dark then light in quick succession: dark's echo arrives after light was saved.
    w.choose({ theme: 'light' });
    await sync.idle();
    w.announce({ ...w.server, theme: 'dark' });
    await sync.idle();
    expect(w.local.theme).toBe('light');
    expect(w.server.theme).toBe('light');
    sync.stop();
  });

  it('keeps the record per person and stops saving once stopped (signed out)', async () => {
    const w = world({
      server: { ...DEFAULTS, theme: 'dark' },
      local: { theme: 'dark', language: 'en' },
    });
    const sync = startAppearanceSync(USER, w.deps);
    await sync.idle();
    expect(readSyncedAppearance('someone-else')).toBeNull();
    sync.stop();
    w.choose({ theme: 'light' });
    await sync.idle();
    expect(w.saves).toEqual([]);
  });
});
