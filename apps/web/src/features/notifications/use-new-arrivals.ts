import { useEffect, useRef } from 'react';
import { flattenPages } from '../../api/notifications/notification-cache.ts';
import type { AppNotification } from '../../api/notifications/types.ts';
import { useNotifications } from '../../api/notifications/use-notifications.ts';

/** Doc 3 §2.3: only notifications newer than 2 minutes pop up. */
export const POPUP_MAX_AGE_MS = 2 * 60_000;

// Once per notification for this page's life, whichever component noticed it first remounts.
const announced = new Set<string>();

/** Forgets what was announced (tests). */
export function resetAnnounced(): void {
  announced.clear();
}

/**
 * Calls `onArrive` once for each unread notification that matches `wanted` and is newer than
 * 2 minutes when it first shows up in the list (live, by the fallback poll, or on load). While
 * `onArrive` is null (not ready to decide), nothing is announced yet.
 */
export function useNewArrivals(
  key: string,
  wanted: (notification: AppNotification) => boolean,
  onArrive: ((notification: AppNotification) => void) | null,
): void {
  const { data } = useNotifications();
  const latest = useRef({ wanted, onArrive });
  latest.current = { wanted, onArrive };
  const ready = onArrive !== null;
  useEffect(() => {
    if (!ready) return;
    const now = Date.now();
    for (const notification of flattenPages(data)) {
      const id = `${key}:${notification.id}`;
      if (notification.read || announced.has(id)) continue;
      if (now - Date.parse(notification.created_at) > POPUP_MAX_AGE_MS) continue;
      if (!latest.current.wanted(notification)) continue;
      announced.add(id);
      latest.current.onArrive?.(notification);
    }
  }, [data, key, ready]);
}
