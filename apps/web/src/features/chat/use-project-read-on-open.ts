import { useEffect, useRef } from 'react';
import type { Thread } from '../../api/chat/types.ts';
import { useMarkRead } from '../../api/chat/use-mark-read.ts';

/**
 * Opening a project's chat tab marks the project's messages read: each of its
 * threads with unread messages, up to its newest, once per opening.
 */
export function useProjectReadOnOpen(threads: Thread[] | undefined): void {
  const { mutate } = useMarkRead();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !threads) return;
    done.current = true;
    for (const thread of threads) {
      if (thread.unread_count > 0 && thread.last_message) {
        mutate({ threadId: thread.id, messageId: thread.last_message.id });
      }
    }
  }, [threads, mutate]);
}
