import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NOTIFICATIONS_FALLBACK_POLL_MS } from './notification-limits.ts';
import { notificationKeys } from './query-keys.ts';

/**
 * Reads the notifications again every 30 s, only while the socket is not connected (it pushes
 * them otherwise). Mount it once: each mount polls.
 */
export function useNotificationsFallbackPoll(socketConnected: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (socketConnected) return;
    const timer = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    }, NOTIFICATIONS_FALLBACK_POLL_MS);
    return () => clearInterval(timer);
  }, [queryClient, socketConnected]);
}
