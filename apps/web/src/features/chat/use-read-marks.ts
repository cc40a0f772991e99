import { useEffect, useRef } from 'react';
import { isPendingId } from '../../api/chat/message-cache.ts';
import type { Message, Thread } from '../../api/chat/types.ts';
import { useMarkRead } from '../../api/chat/use-mark-read.ts';
import { usePageVisible } from './use-page-visible.ts';

/**
 * Marks the open thread read: when it opens with unread messages, and whenever a
 * message from someone else arrives while it is on screen (tab visible).
 */
export function useReadMarks(thread: Thread, messages: readonly Message[], currentUserId: string) {
  const markRead = useMarkRead();
  const { mutate } = markRead;
  const visible = usePageVisible();
  const marked = useRef<string | null>(null);
  const newest = [...messages].reverse().find((message) => !isPendingId(message.id));
  const newestId = newest?.id ?? null;
  const fromOther = newest ? newest.user.id !== currentUserId : false;
  const unread = thread.unread_count > 0;

  useEffect(() => {
    marked.current = null;
  }, [thread.id]);

  useEffect(() => {
    if (!visible || !newestId || marked.current === newestId) return;
    if (!unread && !fromOther) return;
    marked.current = newestId;
    mutate({ threadId: thread.id, messageId: newestId });
  }, [visible, newestId, fromOther, unread, thread.id, mutate]);
}
