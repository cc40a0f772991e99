import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchMessage, removeMessage } from './message-cache.ts';
import { deleteAttachment } from './messages-api.ts';
import type { Message } from './types.ts';

/**
 * Deletes one of a message's attachments (its author). Removing the last one of a message with
 * no text deletes the whole message, as the server does.
 */
export function useDeleteAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attachmentId }: { message: Message; attachmentId: string }) =>
      deleteAttachment(attachmentId),
    onSuccess: (_nothing, { message, attachmentId }) => {
      const attachments = message.attachments.filter((item) => item.id !== attachmentId);
      if (attachments.length === 0 && !message.content.trim()) {
        removeMessage(queryClient, message.thread_id, message.id);
        return;
      }
      patchMessage(queryClient, message.thread_id, message.id, (current) => ({
        ...current,
        attachments: current.attachments.filter((item) => item.id !== attachmentId),
      }));
    },
  });
}
