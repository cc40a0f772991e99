import type { AttachmentJson } from '@crewline/shared/contracts/chat-responses';
import type { OutgoingMessage } from '../chat-contracts.ts';

/**
 * A message sent while offline, waiting for the connection. Its attachments' details travel
 * with it, so a message taken back into the box gets its file chips back.
 */
export type QueuedMessage = { message: OutgoingMessage; files: AttachmentJson[] };

const outboxKey = (threadId: string) => `chat_outbox_${threadId}`;

function isQueued(value: unknown): value is QueuedMessage {
  const entry = value as Partial<QueuedMessage> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.message?.client_id === 'string' &&
    typeof entry.message.content === 'string' &&
    Array.isArray(entry.files)
  );
}

/** The thread's waiting messages, oldest first. */
export function readOutbox(threadId: string): QueuedMessage[] {
  try {
    const raw = window.localStorage.getItem(outboxKey(threadId));
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter(isQueued) : [];
  } catch {
    return [];
  }
}

/** Replaces the thread's waiting messages (an empty list removes the entry). */
export function writeOutbox(threadId: string, queue: readonly QueuedMessage[]): void {
  try {
    if (queue.length === 0) window.localStorage.removeItem(outboxKey(threadId));
    else window.localStorage.setItem(outboxKey(threadId), JSON.stringify(queue));
  } catch {
    // Storage refused: the queue still lives in the page until it is sent.
  }
}
