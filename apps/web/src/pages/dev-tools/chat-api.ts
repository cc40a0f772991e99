import type {
  MessageJson,
  MessagePageJson,
  ThreadJson,
  ThreadListJson,
} from '@crewline/shared/contracts/chat-responses';
import { api } from '../../api/client.ts';

// The developer pages call the chat API directly, apart from the app's chat data layer, so
// they show what the server answers rather than what a cache made of it.
const FRESH = { cache: false } as const;

/** Every thread the caller may read (GET /api/threads). */
export async function fetchThreads(): Promise<ThreadJson[]> {
  const body = await api.get<ThreadListJson>('/api/threads', FRESH);
  return body.threads;
}

/** The newest page of a thread's messages, oldest first. */
export function fetchMessages(threadId: string): Promise<MessagePageJson> {
  return api.get<MessagePageJson>(
    `/api/threads/${encodeURIComponent(threadId)}/messages?limit=50`,
    FRESH,
  );
}

/** What the developer pages send: plain text, optionally with an idempotency key. */
export type TestMessageBody = { thread_id: string; content: string; client_id?: string };

/** Posts a message (POST /api/messages). */
export function sendMessage(body: TestMessageBody): Promise<MessageJson> {
  return api.post<MessageJson>('/api/messages', body);
}
