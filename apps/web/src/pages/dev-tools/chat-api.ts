import type { SendMessageInput } from '@crewline/shared/contracts/chat';
import type {
  MessageJson,
  MessagePageJson,
  ThreadJson,
  ThreadListJson,
} from '@crewline/shared/contracts/chat-responses';
import { api } from '../../api/client.ts';

// The developer pages call the chat API directly, apart from the app's chat data layer, so
// they show what the server answers rather than what a cache made of it.

/** Every thread the caller may read (GET /api/threads). */
export async function fetchThreads(): Promise<ThreadJson[]> {
  const body = await api.get<ThreadListJson>('/api/threads');
  return body.threads;
}

/** The newest page of a thread's messages, oldest first. */
export function fetchMessages(threadId: string): Promise<MessagePageJson> {
  return api.get<MessagePageJson>(`/api/threads/${encodeURIComponent(threadId)}/messages?limit=50`);
}

/** Posts a message (POST /api/messages); the developer pages send plain text, maybe a client_id. */
export function sendMessage(body: SendMessageInput): Promise<MessageJson> {
  return api.post<MessageJson>('/api/messages', body);
}
