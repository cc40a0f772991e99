import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from './query-keys.ts';
import { findThread, removeThread } from './thread-cache.ts';
import { deleteThread } from './threads-api.ts';
import { adjustUnreadTotals } from './unread-cache.ts';

/** Deletes a thread; it leaves every list, and its unread messages leave the badges. */
export function useDeleteThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (threadId: string) => deleteThread(threadId),
    onSuccess: (_nothing, threadId) => {
      const before = findThread(queryClient, threadId);
      removeThread(queryClient, threadId);
      queryClient.removeQueries({ queryKey: chatKeys.messages(threadId) });
      if (before) adjustUnreadTotals(queryClient, before, -before.unread_count);
    },
  });
}
