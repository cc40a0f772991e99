import { describe, expect, it } from 'vitest';
import { reconcileAppearance, type SyncedAppearance } from './reconcile-appearance.ts';

const DEFAULTS: SyncedAppearance = { theme: 'system', language: 'en' };

describe('reconcileAppearance', () => {
  it('does nothing when the server and this device agree', () => {
    const same: SyncedAppearance = { theme: 'dark', language: 'ru' };
    expect(reconcileAppearance(same, same, null)).toEqual({ apply: {}, push: {} });
    expect(reconcileAppearance(same, same, DEFAULTS)).toEqual({ apply: {}, push: {} });
  });

  it('on a device that never synced: takes over chosen server values', () => {
    expect(
      reconcileAppearance(
        { theme: 'dark', language: 'ar' },
        { theme: 'light', language: 'ru' },
        null,
      ),
    ).toEqual({ apply: { theme: 'dark', language: 'ar' }, push: {} });
  });

  it('on a device that never synced: saves its own values over server defaults', () => {
    expect(reconcileAppearance(DEFAULTS, { theme: 'dark', language: 'ru' }, null)).toEqual({
      apply: {},
      push: { theme: 'dark', language: 'ru' },
    });
    // Field by field: a chosen server theme wins while the default language gives way.
    expect(
      reconcileAppearance(
        { theme: 'light', language: 'en' },
        { theme: 'dark', language: 'ar' },
        null,
      ),
    ).toEqual({
      apply: { theme: 'light' },
      push: { language: 'ar' },
    });
  });

  it('after a sync: the server wins when it changed elsewhere, even back to a default', () => {
    const synced: SyncedAppearance = { theme: 'dark', language: 'ru' };
    expect(reconcileAppearance(DEFAULTS, synced, synced)).toEqual({
      apply: { theme: 'system', language: 'en' },
      push: {},
    });
  });

  it('after a sync: pushes what only this device changed (a save that failed)', () => {
    const synced: SyncedAppearance = { theme: 'dark', language: 'ru' };
    expect(reconcileAppearance(synced, { theme: 'light', language: 'ru' }, synced)).toEqual({
      apply: {},
      push: { theme: 'light' },
    });
  });

  it('after a sync: when both sides changed, the server wins', () => {
    expect(
      reconcileAppearance(
        { theme: 'light', language: 'ar' },
        { theme: 'system', language: 'ru' },
        { theme: 'dark', language: 'en' },
      ),
    ).toEqual({ apply: { theme: 'light', language: 'ar' }, push: {} });
  });
});
