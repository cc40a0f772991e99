import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearCache } from './notification-cache.ts';
import { deleteAllNotifications } from './notifications-api.ts';
import { optimisticChange } from './optimistic-change.ts';

/** Deletes every notification at once ("Clear All"); they come back if the server refuses. */
export function useDeleteAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAllNotifications(),
    ...optimisticChange(
      queryClient,
      () => undefined,
      () => clearCache(queryClient),
    ),
  });
}
