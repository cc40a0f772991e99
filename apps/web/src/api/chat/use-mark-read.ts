import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noteReadMark } from './chat-view-state.ts';
import { chatKeys } from './query-keys.ts';
import { findThread, patchThread } from './thread-cache.ts';
import { markThreadRead } from './threads-api.ts';
import { adjustUnreadTotals } from './unread-cache.ts';

/**
 * Marks a thread read up to a message: its unread count and the badges drop at once,
 * and stay down until a newer message arrives. A refused mark reads the counts again.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ threadId, messageId }: { threadId: string; messageId: string }) =>
      markThreadRead(threadId, messageId),
    onMutate: ({ threadId, messageId }) => {
      noteReadMark(threadId, messageId);
      const before = findThread(queryClient, threadId);
      if (!before) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.unread(), exact: true });
        return;
      }
      if (before.unread_count === 0) return;
      patchThread(queryClient, threadId, (thread) => ({ ...thread, unread_count: 0 }));
      adjustUnreadTotals(queryClient, before, -before.unread_count);
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.threadLists() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread(), exact: true });
    },
  });
}
