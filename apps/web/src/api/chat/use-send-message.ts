import type { PersonRef } from '@crewline/shared/contracts/project-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withLastMessage } from './last-message.ts';
import { PENDING_ID_PREFIX, removeMessage, upsertMessage } from './message-cache.ts';
import { sendMessage } from './messages-api.ts';
import { findThread, patchThread } from './thread-cache.ts';
import type { Message, SendMessageInput } from './types.ts';

/** The copy shown while a message is on its way: no abilities until the server has it. */
function pendingMessage(input: SendMessageInput, author: PersonRef, now: Date): Message {
  const at = now.toISOString();
  return {
    id: `${PENDING_ID_PREFIX}${input.client_id}`,
    thread_id: input.thread_id,
    content: input.content,
    content_type: input.content_type,
    created_at: at,
    updated_at: at,
    user: author,
    reply_to_message_id: input.reply_to_message_id,
    reply_to_message: null,
    is_edited: false,
    attachments: [],
    reactions: [],
    mentions: input.mentions,
    urgent: input.urgent,
    client_id: input.client_id,
    can: { update: false, delete: false },
  };
}

/**
 * Sends a message. Optimistic: a pending copy shows at once and the server's message replaces
 * it, matched by client_id, whether the reply or the socket's new_message comes first; a
 * refused send takes the copy away (the composer keeps the text and shows the error).
 */
export function useSendMessage(author: PersonRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(input),
    onMutate: (input) => {
      upsertMessage(queryClient, pendingMessage(input, author, new Date()));
    },
    onSuccess: (message) => {
      upsertMessage(queryClient, message);
      const thread = findThread(queryClient, message.thread_id);
      if (thread && thread.last_message?.id !== message.id) {
        patchThread(queryClient, thread.id, (current) => withLastMessage(current, message));
      }
    },
    onError: (_error, input) => {
      removeMessage(queryClient, input.thread_id, `${PENDING_ID_PREFIX}${input.client_id}`);
    },
  });
}
