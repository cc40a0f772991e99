import { useCallback, useEffect, useState } from 'react';
import {
  readBrowserNotificationPermission,
  requestBrowserNotificationPermission,
  type BrowserNotificationPermission,
} from './browser-notification-permission.ts';

/**
 * The browser's notification permission, kept current (it can change in the browser's site
 * settings while the page is open), and `request` to ask for it from a click.
 */
export function useBrowserNotificationPermission() {
  const [permission, setPermission] = useState(readBrowserNotificationPermission);

  useEffect(() => {
    const reread = () => setPermission(readBrowserNotificationPermission());
    // Coming back from the browser's settings: the tab regains focus or becomes visible.
    window.addEventListener('focus', reread);
    document.addEventListener('visibilitychange', reread);
    let status: PermissionStatus | null = null;
    let cancelled = false;
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((result) => {
        if (cancelled) return;
        status = result;
        status.addEventListener('change', reread);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      window.removeEventListener('focus', reread);
      document.removeEventListener('visibilitychange', reread);
      status?.removeEventListener('change', reread);
    };
  }, []);

  const request = useCallback(async (): Promise<BrowserNotificationPermission> => {
    const answer = await requestBrowserNotificationPermission();
    setPermission(answer);
    return answer;
  }, []);

  return { permission, request };
}
