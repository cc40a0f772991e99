import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markReadInCache } from './notification-cache.ts';
import { markNotificationRead, markNotificationsRead } from './notifications-api.ts';
import { optimisticChange } from './optimistic-change.ts';

/**
 * Marks notifications read at once (one id: PATCH; several: mark-bulk-read); they turn unread
 * again if the server refuses.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) =>
      ids.length === 1 ? markNotificationRead(ids[0]!) : markNotificationsRead([...ids]),
    ...optimisticChange(
      queryClient,
      (ids: readonly string[]) => ids,
      (ids) => markReadInCache(queryClient, ids),
    ),
  });
}
