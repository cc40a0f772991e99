import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeFromCache } from './notification-cache.ts';
import { deleteNotification, deleteNotifications } from './notifications-api.ts';
import { optimisticChange } from './optimistic-change.ts';

/**
 * Deletes notifications at once (one id: DELETE; several: delete-bulk, as "Clear Read" and
 * "Delete (n)" do); they come back in place if the server refuses. A pending invitation a
 * deleted notification announced stays pending on the Projects page.
 */
export function useDeleteNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) =>
      ids.length === 1 ? deleteNotification(ids[0]!) : deleteNotifications([...ids]),
    ...optimisticChange(
      queryClient,
      (ids: readonly string[]) => ids,
      (ids) => removeFromCache(queryClient, ids),
    ),
  });
}
