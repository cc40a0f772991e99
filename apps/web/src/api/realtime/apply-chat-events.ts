import type {
  MessageDeletedFrame,
  MessageUpdatedFrame,
  NewMessageFrame,
  ReactionFrame,
  ThreadDeletedFrame,
  ThreadUpdateFrame,
  TypingIndicatorFrame,
} from '@crewline/shared/realtime/server-frames';
import { isMarkedRead, isThreadInView } from '../chat/chat-view-state.ts';
import { withLastMessage } from '../chat/last-message.ts';
import { isPendingId, messagesOf, removeMessage, upsertMessage } from '../chat/message-cache.ts';
import { chatKeys } from '../chat/query-keys.ts';
import { findThread, patchThread, removeThread, upsertThread } from '../chat/thread-cache.ts';
import type { Message, MessagePages } from '../chat/types.ts';
import { typingStore, type TypingStore } from '../chat/typing-store.ts';
import { adjustUnreadTotals } from '../chat/unread-cache.ts';
import type { RealtimeCache } from './realtime-cache.ts';

/** The socket frames of chat. */
export type ChatFrame =
  | NewMessageFrame
  | MessageUpdatedFrame
  | MessageDeletedFrame
  | ReactionFrame
  | ThreadUpdateFrame
  | ThreadDeletedFrame
  | TypingIndicatorFrame;

// A new message: into the open pages, the thread's last message and order, and, from someone
// else into a thread the user is not looking at, the unread counts.
function applyNewMessage(cache: RealtimeCache, frame: NewMessageFrame, typing: TypingStore) {
  const client = cache.queryClient;
  const { message } = frame;
  upsertMessage(client, message);
  typing.stop(frame.thread_id, message.user.id);
  const thread = findThread(client, frame.thread_id);
  const fromOther = message.user.id !== cache.selfId();
  const raises = fromOther && !isThreadInView(frame.thread_id);
  if (!thread) {
    // A thread no cached list knows (a new direct conversation, or lists not loaded yet).
    cache.invalidate(chatKeys.threadLists());
    if (raises) cache.invalidate(chatKeys.unread(), true);
    return;
  }
  if (thread.last_message?.id === message.id) return; // already counted
  const newer =
    !thread.last_message_time ||
    Date.parse(message.created_at) >= Date.parse(thread.last_message_time);
  patchThread(client, thread.id, (current) => ({
    ...(newer ? withLastMessage(current, message) : current),
    unread_count: raises ? current.unread_count + 1 : current.unread_count,
  }));
  if (raises) adjustUnreadTotals(client, thread, 1);
}

// An edit or a reaction: the loaded copy, and the thread's last message text when it is that one.
function applyMessageChange(cache: RealtimeCache, message: Message) {
  const client = cache.queryClient;
  upsertMessage(client, message, { insert: false });
  const thread = findThread(client, message.thread_id);
  if (thread?.last_message?.id === message.id) {
    patchThread(client, thread.id, (current) => withLastMessage(current, message));
  }
}

function applyMessageDeleted(cache: RealtimeCache, frame: MessageDeletedFrame) {
  const client = cache.queryClient;
  const removed = removeMessage(client, frame.thread_id, frame.message_id);
  const thread = findThread(client, frame.thread_id);
  if (!thread) return;
  // A deleted unread message lowers counts only the server can recount.
  if (thread.unread_count > 0 && removed?.user.id !== cache.selfId()) {
    cache.invalidate(chatKeys.threadLists());
    cache.invalidate(chatKeys.unread(), true);
    return;
  }
  if (thread.last_message?.id !== frame.message_id) return;
  const pages = client.getQueryData<MessagePages>(chatKeys.messages(frame.thread_id));
  const loaded = messagesOf(pages).filter((item) => !isPendingId(item.id));
  const previous = loaded.at(-1);
  if (previous || (pages && !pages.pages.at(-1)?.hasMore)) {
    patchThread(client, thread.id, (current) => withLastMessage(current, previous ?? null));
  } else {
    cache.invalidate(chatKeys.threadLists());
  }
}

// An upsert with the recipient's own unread count; a read mark this tab just sent, or the
// thread being on screen, keeps it at zero.
function applyThreadUpdate(cache: RealtimeCache, frame: ThreadUpdateFrame) {
  const client = cache.queryClient;
  const before = findThread(client, frame.thread.id);
  const read =
    isThreadInView(frame.thread.id) || isMarkedRead(frame.thread.id, frame.thread.last_message?.id);
  const thread = read ? { ...frame.thread, unread_count: 0 } : frame.thread;
  upsertThread(client, thread);
  if (before) adjustUnreadTotals(client, thread, thread.unread_count - before.unread_count);
  else if (thread.unread_count > 0) cache.invalidate(chatKeys.unread(), true);
}

function applyThreadDeleted(cache: RealtimeCache, frame: ThreadDeletedFrame) {
  const client = cache.queryClient;
  const before = findThread(client, frame.thread_id);
  removeThread(client, frame.thread_id);
  client.removeQueries({ queryKey: chatKeys.messages(frame.thread_id) });
  client.removeQueries({ queryKey: chatKeys.messageTasks(frame.thread_id) });
  if (before) adjustUnreadTotals(client, before, -before.unread_count);
  else cache.invalidate(chatKeys.unread(), true);
}

/**
 * Writes a chat frame into the caches every screen reads: a thread's message pages, the thread
 * lists (last message, order, unread counts), the unread totals behind the badges, and who is
 * typing. Nothing is refetched unless only the server can know the answer.
 */
export function applyChatEvent(
  cache: RealtimeCache,
  frame: ChatFrame,
  typing: TypingStore = typingStore,
): void {
  switch (frame.type) {
    case 'new_message':
      return applyNewMessage(cache, frame, typing);
    case 'message_updated':
    case 'reaction':
      return applyMessageChange(cache, frame.message);
    case 'message_deleted':
      return applyMessageDeleted(cache, frame);
    case 'thread_update':
      return applyThreadUpdate(cache, frame);
    case 'thread_deleted':
      return applyThreadDeleted(cache, frame);
    case 'typing_indicator':
      if (frame.user_id !== cache.selfId())
        typing.set(frame.thread_id, frame.user_id, frame.is_typing);
      return;
  }
}
