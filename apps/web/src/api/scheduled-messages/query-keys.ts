/** TanStack Query keys of the caller's scheduled messages, one list per thread. */
export const scheduledMessageKeys = {
  all: ['scheduled-messages'] as const,
  thread: (threadId: string) => ['scheduled-messages', threadId] as const,
};
