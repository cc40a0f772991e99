import type { MessageJson } from '@crewline/shared/contracts/chat-responses';
import { CHAT_SCROLL_EDGE_PX } from '@crewline/shared/limits';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  centredTop,
  restoreAnchor,
  rowOf,
  topVisibleRow,
  type ScrollAnchor,
} from './scroll-anchor.ts';

type ChatScrollOptions = {
  threadId: string;
  messages: readonly MessageJson[];
  currentUserId: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** Called on each scroll the reader makes (not the list's own moves). */
  onReaderScroll?: (box: HTMLElement) => void;
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
 *
 * Content that changes height later (images and players loading, an edit, a reaction) never
 * moves what the reader looks at: a reader at the bottom stays there, anyone else keeps the
 * message at the top of the view (or the one jumped to) where it was. The browser's own scroll
 * anchoring is off for the list, so this is the one rule. A scroll event that only echoes a
 * position this hook set is not the reader's doing: it may arrive after media grew, and must
 * not be read as the reader leaving the bottom.
 */
export function useChatScroll(options: ChatScrollOptions) {
  const { threadId, messages, currentUserId, hasOlder, loadingOlder, onLoadOlder, onReaderScroll } =
    options;
  const container = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const snapshot = useRef<Snapshot | null>(null);
  const askedFor = useRef<string | undefined>(undefined);
  const [showJump, setShowJump] = useState(false);
  // What to keep in place while not at the bottom, and the position this hook last set.
  const anchor = useRef<ScrollAnchor | null>(null);
  const ownTop = useRef<number | null>(null);

  const setTop = useCallback((box: HTMLElement, top: number) => {
    box.scrollTop = top;
    ownTop.current = box.scrollTop;
  }, []);

  const toBottom = useCallback(() => {
    const box = container.current;
    if (!box) return;
    setTop(box, box.scrollHeight);
    nearBottom.current = true;
    anchor.current = null;
    setShowJump(false);
  }, [setTop]);

  // Puts the view back where the reader had it after the content changed height.
  const hold = useCallback(() => {
    const box = container.current;
    if (!box) return;
    if (nearBottom.current) {
      if (distanceFromBottom(box) > 0) setTop(box, box.scrollHeight);
    } else if (anchor.current) {
      const before = box.scrollTop;
      if (restoreAnchor(box, anchor.current) && box.scrollTop !== before) {
        ownTop.current = box.scrollTop;
      }
    }
  }, [setTop]);

  /** Centres a rendered message and keeps it there while the content around it settles. */
  const reveal = useCallback(
    (messageId: string): boolean => {
      const box = container.current;
      const row = box ? rowOf(box, messageId) : null;
      if (!box || !row) return false;
      setTop(box, centredTop(box, row));
      nearBottom.current = distanceFromBottom(box) <= CHAT_SCROLL_EDGE_PX;
      anchor.current = {
        id: messageId,
        offset: row.getBoundingClientRect().top - box.getBoundingClientRect().top,
      };
      return true;
    },
    [setTop],
  );

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
      setTop(box, before.scrollTop + (box.scrollHeight - before.scrollHeight));
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
  }, [threadId, firstId, lastId, messages, currentUserId, toBottom, setTop]);

  // Content that grows under a reader at the bottom (an edit, a reaction, the typing line, a
  // player's metadata) keeps them there.
  useEffect(() => {
    const box = container.current;
    const inner = content.current;
    if (!box || !inner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      hold();
      if (snapshot.current) {
        snapshot.current.scrollHeight = box.scrollHeight;
        snapshot.current.scrollTop = box.scrollTop;
      }
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, [hold]);

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
    if (ownTop.current !== null && Math.abs(box.scrollTop - ownTop.current) < 1) {
      hold();
    } else {
      ownTop.current = null;
      nearBottom.current = distanceFromBottom(box) <= CHAT_SCROLL_EDGE_PX;
      anchor.current = nearBottom.current ? null : topVisibleRow(box);
      onReaderScroll?.(box);
    }
    if (nearBottom.current) setShowJump(false);
    if (snapshot.current) {
      snapshot.current.scrollTop = box.scrollTop;
      snapshot.current.scrollHeight = box.scrollHeight;
    }
    ask(true);
  }, [ask, hold, onReaderScroll]);

  return { container, content, onScroll, showJump, toBottom, reveal };
}
