import type { MessageSearchJson } from '@crewline/shared/contracts/chat-responses';
import { MESSAGE_PAGE_SIZE } from '@crewline/shared/contracts/chat';
import { api } from '../client.ts';
import type { Message, MessagePage, SearchHit, SendMessageInput } from './types.ts';

const messagePath = (id: string) => `/api/messages/${encodeURIComponent(id)}`;

/** One page of a thread's messages (oldest first): the newest, or those before a message. */
export function fetchMessagePage(threadId: string, before: string | null): Promise<MessagePage> {
  const params = new URLSearchParams({ limit: String(MESSAGE_PAGE_SIZE) });
  if (before) params.set('before', before);
  return api.get<MessagePage>(
    `/api/threads/${encodeURIComponent(threadId)}/messages?${params.toString()}`,
  );
}

/** Posts a message; the same client_id never posts twice, so a retry is safe. */
export function sendMessage(input: SendMessageInput): Promise<Message> {
  return api.post<Message>('/api/messages', input);
}

/** Changes a message's text (its author only). */
export function editMessage(id: string, content: string): Promise<Message> {
  return api.put<Message>(messagePath(id), { content });
}

/** Deletes a message (its author only). */
export async function deleteMessage(id: string): Promise<void> {
  await api.delete(messagePath(id));
}

/** Adds the caller's reaction; answers the message with its reactions as they are now. */
export function addReaction(messageId: string, emoji: string): Promise<Message> {
  return api.post<Message>(`${messagePath(messageId)}/reactions`, { emoji });
}

/** Takes the caller's reaction back. */
export function removeReaction(messageId: string, emoji: string): Promise<Message> {
  return api.delete<Message>(`${messagePath(messageId)}/reactions/${encodeURIComponent(emoji)}`);
}

/** Full-text search over the messages the caller reads, newest first. */
export async function searchMessages(q: string, projectId: string | null): Promise<SearchHit[]> {
  const params = new URLSearchParams({ q, limit: String(MESSAGE_PAGE_SIZE) });
  if (projectId) params.set('project_id', projectId);
  const body = await api.get<MessageSearchJson>(`/api/messages/search?${params.toString()}`);
  return body.messages;
}

/** One message by id (its thread's readers), to resolve a `?message=` link to its thread. */
export function fetchMessage(id: string): Promise<Message> {
  return api.get<Message>(messagePath(id));
}

/** Deletes an uploaded attachment (its author); the server drops an emptied message too. */
export async function deleteAttachment(id: string): Promise<void> {
  await api.delete(`/api/attachments/${encodeURIComponent(id)}`);
}
