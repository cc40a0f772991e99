import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ALERT_SETTINGS_STORAGE_KEY,
  DEFAULT_ALERT_SETTINGS,
  readAlertSettings,
  subscribeAlertSettings,
  updateAlertSettings,
} from './alert-settings.ts';

const store = (value: unknown) =>
  localStorage.setItem(
    ALERT_SETTINGS_STORAGE_KEY,
    typeof value === 'string' ? value : JSON.stringify(value),
  );

afterEach(() => localStorage.clear());

describe('alert settings (this device only)', () => {
  it("start at the spec's defaults", () => {
    expect(readAlertSettings()).toEqual({
      audio: { enabled: true, volume: 0.5, soundType: 'default' },
      browser: { enabled: true, showOnFocus: false, requireInteraction: false },
      manager: { audio: true, browser: true, vibrate: true },
    });
  });

  it.each(['{not json', 'null', '[]', '"loud"', '42'])('read %s back as the defaults', (raw) => {
    store(raw);
    expect(readAlertSettings()).toEqual(DEFAULT_ALERT_SETTINGS);
  });

  it('replace each bad field by its default and keep the good ones', () => {
    store({
      audio: { enabled: 'yes', volume: 7, soundType: 'siren' },
      browser: { enabled: false, showOnFocus: 1, requireInteraction: true },
      manager: 'all',
    });
    expect(readAlertSettings()).toEqual({
      audio: { enabled: true, volume: 0.5, soundType: 'default' },
      browser: { enabled: false, showOnFocus: false, requireInteraction: true },
      manager: { audio: true, browser: true, vibrate: true },
    });
    store({ audio: { volume: -0.1 } });
    expect(readAlertSettings().audio.volume).toBe(0.5);
    store({ audio: { volume: 0, soundType: 'bell' } });
    expect(readAlertSettings().audio).toEqual({ enabled: true, volume: 0, soundType: 'bell' });
  });

  it('store a change under their key, keep the rest, and tell every reader', () => {
    const listener = vi.fn();
    const stop = subscribeAlertSettings(listener);
    updateAlertSettings({ audio: { soundType: 'pop', volume: 0.8 }, manager: { vibrate: false } });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(ALERT_SETTINGS_STORAGE_KEY)!)).toEqual({
      audio: { enabled: true, volume: 0.8, soundType: 'pop' },
      browser: { enabled: true, showOnFocus: false, requireInteraction: false },
      manager: { audio: true, browser: true, vibrate: false },
    });
    expect(readAlertSettings().audio.soundType).toBe('pop');
    // The same object between changes (a stable snapshot for React).
    expect(readAlertSettings()).toBe(readAlertSettings());
    stop();
    updateAlertSettings({ audio: { volume: 0.2 } });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('never keep an invalid value handed to it', () => {
    updateAlertSettings({ audio: { volume: 3 } });
    expect(readAlertSettings().audio.volume).toBe(0.5);
  });

  it('follow a change made in another tab', () => {
    const listener = vi.fn();
    const stop = subscribeAlertSettings(listener);
    store({ audio: { soundType: 'chime' } });
    window.dispatchEvent(new StorageEvent('storage', { key: ALERT_SETTINGS_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something_else' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readAlertSettings().audio.soundType).toBe('chime');
    stop();
  });
});
