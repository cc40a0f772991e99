import type { AppNotification } from '../../api/notifications/types.ts';
import { browserNotificationsOn, soundOn, type AlertSettings } from './alert-settings.ts';
import { readBrowserNotificationPermission } from './browser-notification-permission.ts';
import { isUrgent } from './notification-filters.ts';
import { wordedNotification } from './worded-notification.ts';
import { i18n } from '../../i18n/i18n.ts';
import { playSound, soundAudible, URGENT_SOUND } from './notification-sounds.ts';

/** Vibration patterns (ms on, off, on…). */
const VIBRATION_NORMAL = [200, 100, 200];
const VIBRATION_URGENT = [400, 200, 400, 200, 400];
/** A browser notification closes after 5 s unless it requires interaction. */
const BROWSER_NOTIFICATION_CLOSE_MS = 5_000;
/**
 * Several notifications arriving together (a reconnection, a burst) ring once, not once each;
 * an urgent one still rings its bell after a plain one.
 */
const SOUND_GAP_MS = 1_000;
const ICON = '/favicon.svg';

/**
 * Whether the person is looking at this tab: it is visible and its window has focus. (The
 * setting is named showOnFocus: a visible tab behind another application is not in front.)
 */
export function isInFront(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}

let lastSound: { at: number; urgent: boolean } | null = null;

/** Forgets when the last sound played (tests). */
export function resetAlertSounds(): void {
  lastSound = null;
}

function claimSound(urgent: boolean, now: number): boolean {
  if (lastSound && now - lastSound.at < SOUND_GAP_MS && (lastSound.urgent || !urgent)) return false;
  lastSound = { at: now, urgent };
  return true;
}

function vibrate(pattern: number[]): void {
  // Before the person has touched the page Chromium refuses it and logs an error on the console:
  // ask only once they have (where the browser says; older ones are simply asked).
  if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
  try {
    // Absent on desktops and iOS.
    navigator.vibrate?.(pattern);
  } catch {
    // Vibration is a nicety.
  }
}

function showBrowserNotification(
  notification: AppNotification,
  { requireInteraction, silent }: { requireInteraction: boolean; silent: boolean },
  onOpen: (notification: AppNotification) => void,
): void {
  let shown: Notification;
  // In the interface's language, as the bell shows it.
  const worded = wordedNotification(notification, i18n.language);
  try {
    shown = new window.Notification(worded.title, {
      body: worded.message,
      tag: notification.id,
      icon: ICON,
      dir: 'auto',
      requireInteraction,
      silent,
    });
  } catch {
    // Android's Chrome allows notifications only from a service worker: the tab's own alerts
    // (sound, vibration, the bell) still tell the person.
    return;
  }
  shown.onclick = (event) => {
    event.preventDefault();
    window.focus();
    onOpen(notification);
    shown.close();
  };
  if (!requireInteraction) window.setTimeout(() => shown.close(), BROWSER_NOTIFICATION_CLOSE_MS);
}

/**
 * Everything a newly arrived notification does on this device, decided in one place so each
 * arrival makes at most one sound: the chosen sound (urgent: the bell twice, 300 ms apart),
 * vibration, and a browser notification when the tab is not in front (hidden, or its window
 * without focus; always, with showOnFocus) and the browser allows it. Quiet hours and other
 * tabs are the caller's to check.
 */
export function alertArrival(
  notification: AppNotification,
  settings: AlertSettings,
  onOpen: (notification: AppNotification) => void,
  inFront = isInFront(),
  now = Date.now(),
): void {
  const urgent = isUrgent(notification);
  const sounded = soundOn(settings) && claimSound(urgent, now);
  if (sounded) {
    void playSound(urgent ? URGENT_SOUND : settings.audio.soundType, {
      volume: settings.audio.volume,
      times: urgent ? 2 : 1,
    });
  }
  if (settings.manager.vibrate) vibrate(urgent ? VIBRATION_URGENT : VIBRATION_NORMAL);
  if (
    browserNotificationsOn(settings) &&
    readBrowserNotificationPermission() === 'granted' &&
    (!inFront || settings.browser.showOnFocus)
  ) {
    showBrowserNotification(
      notification,
      // Our own sound already rang: the system's would be a second one. (Before any gesture the
      // browser keeps ours muted; then the system's is the only one.)
      {
        requireInteraction: urgent || settings.browser.requireInteraction,
        silent: sounded && soundAudible(),
      },
      onOpen,
    );
  }
}
