import type { ThreadCleanupJson, ThreadListJson } from '@crewline/shared/contracts/chat-responses';
import type { UpdateThreadInput } from '@crewline/shared/contracts/chat';
import { ApiError } from '../api-error.ts';
import { api } from '../client.ts';
import type { CreateThreadInput, Thread, ThreadFilter, UnreadTotals } from './types.ts';

const threadPath = (id: string) => `/api/threads/${encodeURIComponent(id)}`;

/** The threads the caller reads (all, or one context's), pinned first, then newest activity. */
export async function fetchThreads(filter: ThreadFilter = {}): Promise<Thread[]> {
  const params = new URLSearchParams();
  if (filter.context_type) params.set('context_type', filter.context_type);
  if (filter.context_id) params.set('context_id', filter.context_id);
  const query = params.toString();
  const body = await api.get<ThreadListJson>(`/api/threads${query ? `?${query}` : ''}`);
  return body.threads;
}

/**
 * What creating a thread gave: the new (or, for the same people, the existing direct) thread,
 * or the id of the project thread that already has the title (409: titles are unique per project).
 */
type CreateThreadResult =
  { kind: 'created'; thread: Thread } | { kind: 'exists'; threadId: string };

/** Creates a project thread or starts (or finds) a direct one. */
export async function createThread(input: CreateThreadInput): Promise<CreateThreadResult> {
  try {
    return { kind: 'created', thread: await api.post<Thread>('/api/threads', input) };
  } catch (error) {
    const existing =
      error instanceof ApiError && error.status === 409
        ? (error.body as { thread_id?: unknown } | null)?.thread_id
        : undefined;
    if (typeof existing === 'string') return { kind: 'exists', threadId: existing };
    throw error;
  }
}

/** Renames, pins or archives a thread (its creator or the project owner). */
export function updateThread(id: string, input: UpdateThreadInput): Promise<Thread> {
  return api.put<Thread>(threadPath(id), input);
}

/** Deletes a titled thread with its messages (its creator or the project owner). */
export async function deleteThread(id: string): Promise<void> {
  await api.delete(threadPath(id));
}

/** Removes the caller's untitled threads that never got a message after 24 h. */
export function cleanupThreads(): Promise<ThreadCleanupJson> {
  return api.post<ThreadCleanupJson>('/api/threads/cleanup');
}

/** The caller's unread messages: in all, in direct threads and per project. */
export function fetchUnreadTotals(): Promise<UnreadTotals> {
  return api.get<UnreadTotals>('/api/threads/unread');
}

/** Moves the caller's read mark in a thread up to a message. */
export function markThreadRead(
  threadId: string,
  lastMessageId: string,
): Promise<{ thread_id: string; unread_count: number }> {
  return api.post(`${threadPath(threadId)}/read`, { last_message_id: lastMessageId });
}

/** The thread's messages that became tasks, as message id -> task id. */
export async function fetchMessageTasks(threadId: string): Promise<Map<string, string>> {
  const body = await api.get<{ message_tasks: { message_id: string; task_id: string }[] }>(
    `${threadPath(threadId)}/message-tasks`,
  );
  return new Map(body.message_tasks.map((entry) => [entry.message_id, entry.task_id]));
}
