import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { realtime } from '../realtime/realtime-connection.ts';
import { typingStore } from './typing-store.ts';

/** The ids of the others typing in a thread now (3 s after their last "is typing", gone). */
export function useTypingUserIds(threadId: string | null): readonly string[] {
  const read = useCallback(() => typingStore.typingIn(threadId ?? ''), [threadId]);
  return useSyncExternalStore(typingStore.subscribe, read, read);
}

/**
 * Tells the thread's other readers whether the user is typing (the composer decides when);
 * leaving the thread while typing says "stopped".
 */
export function useSendTyping(threadId: string | null): (isTyping: boolean) => void {
  const typing = useRef(false);
  useEffect(() => {
    typing.current = false;
    return () => {
      if (threadId && typing.current) {
        realtime.send({ type: 'typing', thread_id: threadId, is_typing: false });
      }
    };
  }, [threadId]);
  return useCallback(
    (isTyping: boolean) => {
      if (!threadId) return;
      typing.current = isTyping;
      realtime.send({ type: 'typing', thread_id: threadId, is_typing: isTyping });
    },
    [threadId],
  );
}
