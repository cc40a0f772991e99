import type { Message, Thread } from './types.ts';

/** The thread with `message` as its newest (what the thread list shows). */
export function withLastMessage(thread: Thread, message: Message | null): Thread {
  return {
    ...thread,
    last_message: message
      ? {
          id: message.id,
          content: message.content,
          created_at: message.created_at,
          user: message.user,
        }
      : null,
    last_message_content: message?.content ?? null,
    last_message_time: message?.created_at ?? null,
  };
}
