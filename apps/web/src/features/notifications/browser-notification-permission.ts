/**
 * The browser's permission for notifications, read and asked in one place. It is asked only
 * when the person presses "Turn on browser notifications" (never on page load: browsers
 * penalise sites that ask out of the blue, and people refuse what they do not understand).
 */
export type BrowserNotificationPermission = NotificationPermission | 'unsupported';

/** Whether this browser has the Notification API (an in-app browser or old Safari may not). */
function browserNotificationsSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.Notification === 'function';
}

/** The permission as it stands: granted, denied, default (not asked yet) or unsupported. */
export function readBrowserNotificationPermission(): BrowserNotificationPermission {
  if (!browserNotificationsSupported()) return 'unsupported';
  return window.Notification.permission;
}

/**
 * Asks the browser for permission (call it from a click). Older Safari takes a callback and
 * returns nothing; newer browsers return a promise.
 */
export async function requestBrowserNotificationPermission(): Promise<BrowserNotificationPermission> {
  if (!browserNotificationsSupported()) return 'unsupported';
  try {
    const answer = await new Promise<NotificationPermission>((resolve) => {
      const returned = window.Notification.requestPermission(resolve);
      if (returned && typeof returned.then === 'function') void returned.then(resolve);
    });
    return answer;
  } catch {
    return readBrowserNotificationPermission();
  }
}
