import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markAllReadInCache } from './notification-cache.ts';
import { markAllNotificationsRead } from './notifications-api.ts';
import { optimisticChange } from './optimistic-change.ts';

/** Marks every notification read at once ("Mark All Read"); undone if the server refuses. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(),
    ...optimisticChange(
      queryClient,
      () => undefined,
      () => markAllReadInCache(queryClient),
    ),
  });
}
