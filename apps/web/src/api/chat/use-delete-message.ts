import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeMessage, upsertMessage } from './message-cache.ts';
import { deleteMessage } from './messages-api.ts';
import { chatKeys } from './query-keys.ts';
import { findThread } from './thread-cache.ts';
import type { Message } from './types.ts';

/** Deletes a message: gone at once, back in its place if the server refuses. */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: Message) => deleteMessage(message.id),
    onMutate: (message) => {
      removeMessage(queryClient, message.thread_id, message.id);
    },
    onSuccess: (_nothing, message) => {
      // The thread's newest message may have been this one; the list reads it again.
      if (findThread(queryClient, message.thread_id)?.last_message?.id === message.id) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.threadLists() });
      }
    },
    onError: (_error, message) => {
      upsertMessage(queryClient, message);
    },
  });
}
