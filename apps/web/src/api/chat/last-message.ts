import type { Message, Thread } from './types.ts';

/** The thread with `message` as its newest (what the thread list shows). */
export function withLastMessage(thread: Thread, message: Message | null): Thread {
  return {
    ...thread,
    last_message: message
      ? {
          id: message.id,
          content: message.content,
          content_type: message.content_type,
          attachments: message.attachments.map((file) => ({
            attachment_type: file.attachment_type,
            file_name: file.file_name,
          })),
          created_at: message.created_at,
          user: message.user,
        }
      : null,
    last_message_content: message?.content ?? null,
    last_message_time: message?.created_at ?? null,
  };
}
