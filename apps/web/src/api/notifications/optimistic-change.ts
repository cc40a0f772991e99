import type { QueryClient } from '@tanstack/react-query';
import {
  cachedNotifications,
  restoreNotifications,
  totalsOf,
  type Totals,
} from './notification-cache.ts';
import { notificationKeys } from './query-keys.ts';
import type { AppNotification } from './types.ts';

/** What an optimistic notification change keeps to undo itself: the copies it touched. */
type Undo = { copies: AppNotification[]; taken: Totals };

/**
 * The onMutate/onError pair of an optimistic notification change: `ids` names what it touches
 * (every cached notification when omitted), `apply` changes the cache at once. If the server
 * refuses, only the touched copies go back, so frames that arrived meanwhile stay.
 */
export function optimisticChange<V>(
  queryClient: QueryClient,
  ids: (variables: V) => readonly string[] | undefined,
  apply: (variables: V) => void,
) {
  return {
    onMutate: async (variables: V): Promise<Undo> => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list() });
      const copies = cachedNotifications(queryClient, ids(variables));
      const before = totalsOf(queryClient);
      apply(variables);
      const after = totalsOf(queryClient);
      return {
        copies,
        taken: { unread: before.unread - after.unread, total: before.total - after.total },
      };
    },
    onError: (_error: unknown, _variables: V, undo: Undo | undefined) => {
      if (undo) restoreNotifications(queryClient, undo.copies, undo.taken);
    },
  };
}
