import { useEffect, useRef } from 'react';
import { flattenPages } from '../../api/notifications/notification-cache.ts';
import type { AppNotification } from '../../api/notifications/types.ts';
import { useNotifications } from '../../api/notifications/use-notifications.ts';

/** Only notifications newer than 2 minutes pop up. */
const POPUP_MAX_AGE_MS = 2 * 60_000;

// Once per notification and tab: kept in session storage so a reload within the 2 minutes does
// not pop the same one up again.
const STORAGE_KEY = 'notifications_announced';
const announced = new Set<string>(readStored());

function readStored(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function remember(id: string): void {
  announced.add(id);
  try {
    // Only the newest matter: older ones are past the 2 minutes anyway.
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...announced].slice(-100)));
  } catch {
    // Storage refused: the set still holds for this page's life.
  }
}

/** Forgets what was announced (tests). */
export function resetAnnounced(): void {
  announced.clear();
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
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
      remember(id);
      latest.current.onArrive?.(notification);
    }
  }, [data, key, ready]);
}
