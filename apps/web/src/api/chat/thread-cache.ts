import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { chatKeys } from './query-keys.ts';
import type { Thread } from './types.ts';

type ListFilter = { context_type: string | null; context_id: string | null };

const filterOf = (key: QueryKey) => (key[2] ?? {}) as ListFilter;

/** Whether a thread belongs in a list cached under the given filter. */
function belongs(filter: ListFilter, thread: Thread): boolean {
  if (filter.context_type && filter.context_type !== thread.context_type) return false;
  if (filter.context_id && filter.context_id !== thread.context_id) return false;
  return true;
}

const activity = (thread: Thread) => Date.parse(thread.last_message_time ?? thread.created_at);

/** The server's order: pinned first, then the newest activity first. */
function sortThreads(threads: Thread[]): Thread[] {
  return threads
    .slice()
    .sort((a, b) => Number(b.is_pinned) - Number(a.is_pinned) || activity(b) - activity(a));
}

function cachedLists(client: QueryClient) {
  return client.getQueriesData<Thread[]>({ queryKey: chatKeys.threadLists() });
}

/** A thread as any cached list holds it, or undefined. */
export function findThread(client: QueryClient, threadId: string): Thread | undefined {
  for (const [, list] of cachedLists(client)) {
    const found = list?.find((thread) => thread.id === threadId);
    if (found) return found;
  }
  return undefined;
}

/**
 * Writes a thread into every cached list it belongs to (replacing its copy or adding it) and
 * takes it out of lists it no longer belongs to; each list keeps the server's order.
 */
export function upsertThread(client: QueryClient, thread: Thread): void {
  for (const [key, list] of cachedLists(client)) {
    if (!list) continue;
    const rest = list.filter((item) => item.id !== thread.id);
    const next = belongs(filterOf(key), thread) ? sortThreads([...rest, thread]) : rest;
    client.setQueryData(key, next);
  }
}

/** Changes a cached thread everywhere it is listed; returns the copy before, if any. */
export function patchThread(
  client: QueryClient,
  threadId: string,
  patch: (thread: Thread) => Thread,
): Thread | undefined {
  const before = findThread(client, threadId);
  for (const [key, list] of cachedLists(client)) {
    if (!list?.some((thread) => thread.id === threadId)) continue;
    client.setQueryData(
      key,
      sortThreads(list.map((thread) => (thread.id === threadId ? patch(thread) : thread))),
    );
  }
  return before;
}

/** Removes a thread from every cached list. */
export function removeThread(client: QueryClient, threadId: string): void {
  for (const [key, list] of cachedLists(client)) {
    if (list?.some((thread) => thread.id === threadId)) {
      client.setQueryData(
        key,
        list.filter((thread) => thread.id !== threadId),
      );
    }
  }
}
