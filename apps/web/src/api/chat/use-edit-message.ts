import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchMessage, upsertMessage } from './message-cache.ts';
import { editMessage } from './messages-api.ts';
import type { Message } from './types.ts';

/** Changes a message's text: shown at once, put back if the server refuses. */
export function useEditMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, content }: { message: Message; content: string }) =>
      editMessage(message.id, content),
    onMutate: ({ message, content }) => {
      patchMessage(queryClient, message.thread_id, message.id, (current) => ({
        ...current,
        content,
        is_edited: true,
      }));
    },
    onSuccess: (saved) => {
      upsertMessage(queryClient, saved, { insert: false });
    },
    onError: (_error, { message }) => {
      patchMessage(queryClient, message.thread_id, message.id, () => message);
    },
  });
}
