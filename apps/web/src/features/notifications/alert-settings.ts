/**
 * This device's in-tab alert settings: the sound, browser
 * notifications and vibration. They stay in the browser on purpose: whether this laptop beeps
 * is a property of the device, not of the account (the server keeps what is sent and when).
 *
 * The shape keeps the spec's names and defaults: `audio` (enabled, volume 0.5, soundType
 * "default", "chime", "pop" or "bell"), `browser` (enabled, showOnFocus false,
 * requireInteraction false) and `manager` (audio, browser, vibrate: the channel switches, all on).
 */
export const ALERT_SETTINGS_STORAGE_KEY = 'notification_alert_settings';

/** The sounds one can choose; "default" is the soft two-note tone. */
export const SOUND_TYPES = ['default', 'chime', 'pop', 'bell'] as const;
export type SoundType = (typeof SOUND_TYPES)[number];

export type AlertSettings = {
  audio: { enabled: boolean; volume: number; soundType: SoundType };
  browser: { enabled: boolean; showOnFocus: boolean; requireInteraction: boolean };
  manager: { audio: boolean; browser: boolean; vibrate: boolean };
};

/** The defaults (volume 0.5). */
export const DEFAULT_ALERT_SETTINGS: AlertSettings = {
  audio: { enabled: true, volume: 0.5, soundType: 'default' },
  browser: { enabled: true, showOnFocus: false, requireInteraction: false },
  manager: { audio: true, browser: true, vibrate: true },
};

type Group = Record<string, unknown>;

function group(value: unknown): Group {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Group) : {};
}

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function volumeOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1
    ? value
    : DEFAULT_ALERT_SETTINGS.audio.volume;
}

function soundTypeOf(value: unknown): SoundType {
  return SOUND_TYPES.includes(value as SoundType)
    ? (value as SoundType)
    : DEFAULT_ALERT_SETTINGS.audio.soundType;
}

/**
 * Whatever was stored, made into valid settings field by field: an unknown or broken value
 * falls back to its default, so one bad field (or bad JSON) never silences everything else.
 */
function parseAlertSettings(raw: string | null): AlertSettings {
  let stored: unknown = null;
  try {
    stored = raw === null ? null : JSON.parse(raw);
  } catch {
    stored = null;
  }
  const root = group(stored);
  const audio = group(root.audio);
  const browser = group(root.browser);
  const manager = group(root.manager);
  const defaults = DEFAULT_ALERT_SETTINGS;
  return {
    audio: {
      enabled: flag(audio.enabled, defaults.audio.enabled),
      volume: volumeOf(audio.volume),
      soundType: soundTypeOf(audio.soundType),
    },
    browser: {
      enabled: flag(browser.enabled, defaults.browser.enabled),
      showOnFocus: flag(browser.showOnFocus, defaults.browser.showOnFocus),
      requireInteraction: flag(browser.requireInteraction, defaults.browser.requireInteraction),
    },
    manager: {
      audio: flag(manager.audio, defaults.manager.audio),
      browser: flag(manager.browser, defaults.manager.browser),
      vibrate: flag(manager.vibrate, defaults.manager.vibrate),
    },
  };
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(ALERT_SETTINGS_STORAGE_KEY);
  } catch {
    return null;
  }
}

// The parsed settings for the stored text last seen, so every read between two changes returns
// the same object (useSyncExternalStore needs a stable snapshot).
let cached: { raw: string | null; settings: AlertSettings } | null = null;

/** The settings as stored on this device (defaults for anything missing or broken). */
export function readAlertSettings(): AlertSettings {
  const raw = readRaw();
  if (!cached || cached.raw !== raw) cached = { raw, settings: parseAlertSettings(raw) };
  return cached.settings;
}

const listeners = new Set<() => void>();

/** Calls `listener` when the settings change, here or in another tab of this browser. */
export function subscribeAlertSettings(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ALERT_SETTINGS_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Part of the settings to change: any of the three groups, each in part. */
type AlertSettingsChange = {
  [K in keyof AlertSettings]?: Partial<AlertSettings[K]>;
};

/** Stores a change to the settings and tells every reader on the page. */
export function updateAlertSettings(change: AlertSettingsChange): AlertSettings {
  const current = readAlertSettings();
  const next: AlertSettings = {
    audio: { ...current.audio, ...change.audio },
    browser: { ...current.browser, ...change.browser },
    manager: { ...current.manager, ...change.manager },
  };
  const raw = JSON.stringify(next);
  try {
    window.localStorage.setItem(ALERT_SETTINGS_STORAGE_KEY, raw);
  } catch {
    // Private mode may refuse storage: the change still holds until the page is closed.
  }
  // Validated again, as if read back: a caller cannot store a volume of 7.
  cached = { raw: readRaw(), settings: parseAlertSettings(raw) };
  listeners.forEach((listener) => listener());
  return cached.settings;
}

/** Whether a new notification should make a sound on this device. */
export function soundOn(settings: AlertSettings): boolean {
  return settings.manager.audio && settings.audio.enabled && settings.audio.volume > 0;
}

/** Whether browser notifications are switched on (the browser's permission is asked apart). */
export function browserNotificationsOn(settings: AlertSettings): boolean {
  return settings.manager.browser && settings.browser.enabled;
}
