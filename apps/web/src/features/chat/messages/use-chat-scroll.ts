import type { MessageJson } from '@crewline/shared/contracts/chat-responses';
import { CHAT_SCROLL_EDGE_PX } from '@crewline/shared/limits';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

type ChatScrollOptions = {
  threadId: string;
  messages: readonly MessageJson[];
  currentUserId: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
};

type Snapshot = {
  threadId: string;
  firstId: string | undefined;
  lastId: string | undefined;
  scrollHeight: number;
  scrollTop: number;
};

const distanceFromBottom = (box: HTMLElement) =>
  box.scrollHeight - box.scrollTop - box.clientHeight;

/**
 * The message list's scrolling: it opens at the newest message; it follows new
 * messages while the reader is within CHAT_SCROLL_EDGE_PX of the bottom (and always for the
 * reader's own), else it offers a "new messages" button; older pages are asked for when the
 * top comes within CHAT_SCROLL_EDGE_PX, and when one is prepended the messages in view stay
 * exactly where they were.
 */
export function useChatScroll(options: ChatScrollOptions) {
  const { threadId, messages, currentUserId, hasOlder, loadingOlder, onLoadOlder } = options;
  const container = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const snapshot = useRef<Snapshot | null>(null);
  const askedFor = useRef<string | undefined>(undefined);
  const [showJump, setShowJump] = useState(false);

  const toBottom = useCallback(() => {
    const box = container.current;
    if (!box) return;
    box.scrollTop = box.scrollHeight;
    nearBottom.current = true;
    setShowJump(false);
  }, []);

  const firstId = messages[0]?.id;
  const lastId = messages[messages.length - 1]?.id;

  // Before paint, so a prepended page or a new message never shows in the wrong place.
  useLayoutEffect(() => {
    const box = container.current;
    if (!box) return;
    const before = snapshot.current;
    const fresh =
      !before ||
      before.threadId !== threadId ||
      before.lastId === undefined ||
      (before.firstId !== firstId && before.lastId !== lastId);
    if (fresh) {
      toBottom();
    } else if (before.firstId !== firstId && before.lastId === lastId) {
      box.scrollTop = before.scrollTop + (box.scrollHeight - before.scrollHeight);
    } else if (before.lastId !== lastId) {
      const newest = messages[messages.length - 1];
      if (nearBottom.current || newest?.user.id === currentUserId) toBottom();
      else setShowJump(true);
    }
    snapshot.current = {
      threadId,
      firstId,
      lastId,
      scrollHeight: box.scrollHeight,
      scrollTop: box.scrollTop,
    };
  }, [threadId, firstId, lastId, messages, currentUserId, toBottom]);

  // Content that grows under a reader at the bottom (an edit, a reaction, the typing line, a
  // player's metadata) keeps them there.
  useEffect(() => {
    const box = container.current;
    const inner = content.current;
    if (!box || !inner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (nearBottom.current) box.scrollTop = box.scrollHeight;
      if (snapshot.current) {
        snapshot.current.scrollHeight = box.scrollHeight;
        snapshot.current.scrollTop = box.scrollTop;
      }
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  // One request per oldest message: a burst of scroll events must not restart a page that is
  // already on its way. A load that ended without a new page (it failed) may be asked again by
  // the reader scrolling, but never by the effect below, so a failing load does not loop.
  const retryable = useRef(false);
  useEffect(() => {
    if (!loadingOlder) retryable.current = true;
  }, [loadingOlder]);
  const ask = useCallback(
    (byReader: boolean) => {
      const box = container.current;
      if (!box || !hasOlder || loadingOlder || box.scrollTop > CHAT_SCROLL_EDGE_PX) return;
      if (askedFor.current === firstId && !(byReader && retryable.current)) return;
      askedFor.current = firstId;
      retryable.current = false;
      onLoadOlder();
    },
    [firstId, hasOlder, loadingOlder, onLoadOlder],
  );

  // A page that came in while the reader still sits near the top (or a thread too short to
  // scroll) asks for the next one.
  useEffect(() => ask(false), [ask]);

  const onScroll = useCallback(() => {
    const box = container.current;
    if (!box) return;
    nearBottom.current = distanceFromBottom(box) <= CHAT_SCROLL_EDGE_PX;
    if (nearBottom.current) setShowJump(false);
    if (snapshot.current) {
      snapshot.current.scrollTop = box.scrollTop;
      snapshot.current.scrollHeight = box.scrollHeight;
    }
    ask(true);
  }, [ask]);

  return { container, content, onScroll, showJump, toBottom };
}
