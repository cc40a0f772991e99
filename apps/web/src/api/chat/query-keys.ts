import type { ThreadFilter } from './types.ts';

/**
 * TanStack Query keys of chat. Thread lists live under `['chat', 'threads', filter]` (the inbox's
 * list has an empty filter, a project chat's list names the project), so a live event can reach
 * every cached list that holds a thread.
 */
export const chatKeys = {
  all: ['chat'] as const,
  threadLists: () => ['chat', 'threads'] as const,
  threads: (filter: ThreadFilter = {}) =>
    [
      'chat',
      'threads',
      { context_type: filter.context_type ?? null, context_id: filter.context_id ?? null },
    ] as const,
  messages: (threadId: string) => ['chat', 'messages', threadId] as const,
  allMessages: () => ['chat', 'messages'] as const,
  allMessageTasks: () => ['chat', 'message-tasks'] as const,
  messageTasks: (threadId: string) => ['chat', 'message-tasks', threadId] as const,
  unread: () => ['chat', 'unread'] as const,
  search: (q: string, projectId: string | null) =>
    ['chat', 'search', { q, project_id: projectId }] as const,
  messageLookup: (messageId: string) => ['chat', 'message', messageId] as const,
};
