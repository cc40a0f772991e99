import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from './query-keys.ts';
import type { Message, MessagePages } from './types.ts';

/** Every loaded message of a thread, oldest first (page 0 is the newest page). */
export function messagesOf(data: MessagePages | undefined): Message[] {
  if (!data) return [];
  return data.pages
    .slice()
    .reverse()
    .flatMap((page) => page.messages);
}

function write(
  client: QueryClient,
  threadId: string,
  change: (pages: MessagePages['pages']) => MessagePages['pages'] | null,
): boolean {
  const key = chatKeys.messages(threadId);
  const data = client.getQueryData<MessagePages>(key);
  if (!data || data.pages.length === 0) return false;
  const pages = change(data.pages);
  if (!pages) return false;
  client.setQueryData<MessagePages>(key, { ...data, pages });
  return true;
}

function replaceWhere(
  pages: MessagePages['pages'],
  match: (message: Message) => boolean,
  message: Message,
): MessagePages['pages'] | null {
  for (let index = 0; index < pages.length; index += 1) {
    const page = pages[index]!;
    const at = page.messages.findIndex(match);
    if (at === -1) continue;
    const current = page.messages[at]!;
    // A socket frame and the reply of the same write may arrive in either order.
    if (
      !isPendingId(current.id) &&
      Date.parse(current.updated_at) > Date.parse(message.updated_at)
    ) {
      return pages;
    }
    const messages = page.messages.slice();
    messages[at] = message;
    const next = pages.slice();
    next[index] = { ...page, messages };
    return next;
  }
  return null;
}

/**
 * Writes a message into its thread's loaded pages: replaces its copy (by id, or the pending
 * copy with the same client_id, so a message the socket brings before the send's reply is
 * never shown twice), or adds it to the newest page in time order (unless `insert` is false:
 * an update of a message that is not loaded). Returns whether it was new to the cache (false
 * also when the thread's messages are not loaded).
 */
export function upsertMessage(
  client: QueryClient,
  message: Message,
  { insert = true }: { insert?: boolean } = {},
): boolean {
  let added = false;
  write(client, message.thread_id, (pages) => {
    const byId = replaceWhere(pages, (item) => item.id === message.id, message);
    if (byId) return byId;
    if (message.client_id) {
      const byClient = replaceWhere(
        pages,
        (item) => item.client_id === message.client_id && isPendingId(item.id),
        message,
      );
      if (byClient) return byClient;
    }
    // An edit or a reaction to a message older than the loaded pages changes nothing shown.
    if (!insert) return null;
    added = true;
    const newest = pages[0]!;
    const created = Date.parse(message.created_at);
    const at = newest.messages.findIndex((item) => Date.parse(item.created_at) > created);
    const messages = newest.messages.slice();
    messages.splice(at === -1 ? messages.length : at, 0, message);
    return [{ ...newest, messages }, ...pages.slice(1)];
  });
  return added;
}

/** Takes a message out of its thread's loaded pages; returns the removed copy, if any. */
export function removeMessage(
  client: QueryClient,
  threadId: string,
  messageId: string,
): Message | undefined {
  let removed: Message | undefined;
  write(client, threadId, (pages) => {
    const index = pages.findIndex((page) => page.messages.some((item) => item.id === messageId));
    if (index === -1) return null;
    const page = pages[index]!;
    removed = page.messages.find((item) => item.id === messageId);
    const next = pages.slice();
    next[index] = { ...page, messages: page.messages.filter((item) => item.id !== messageId) };
    return next;
  });
  return removed;
}

/** Changes a loaded message in place (an optimistic edit or reaction). */
export function patchMessage(
  client: QueryClient,
  threadId: string,
  messageId: string,
  patch: (message: Message) => Message,
): void {
  write(client, threadId, (pages) =>
    pages.map((page) =>
      page.messages.some((item) => item.id === messageId)
        ? {
            ...page,
            messages: page.messages.map((item) => (item.id === messageId ? patch(item) : item)),
          }
        : page,
    ),
  );
}

/** The id a message has while its send is under way (the server gives the real one). */
export const PENDING_ID_PREFIX = 'pending:';

/** Whether a message is still on its way to the server. */
export function isPendingId(id: string): boolean {
  return id.startsWith(PENDING_ID_PREFIX);
}
