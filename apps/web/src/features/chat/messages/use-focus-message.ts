import type { MessageJson } from '@crewline/shared/contracts/chat-responses';
import { useEffect, useRef, useState } from 'react';

const HIGHLIGHT_MS = 2_000;

type FocusOptions = {
  /** Centres a rendered message and keeps it in place while media around it load. */
  reveal: (messageId: string) => boolean;
  focusMessageId: string | null;
  messages: readonly MessageJson[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onFocusDone: () => void;
};

/**
 * Brings the asked-for message (a reply's original, a linked message) into view and returns
 * its id while it is highlighted. A message older than the loaded pages is reached by loading
 * pages until it appears, or until there are none left; either way the ask is then done.
 */
export function useFocusMessage(options: FocusOptions): string | null {
  const { reveal, focusMessageId, messages, hasOlder, loadingOlder } = options;
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The oldest message when a page was last asked for: asking again for the same one means the
  // load failed, and the search stops rather than looping.
  const askedAt = useRef<string | undefined>(undefined);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!focusMessageId) return;
    const found = messages.some((message) => message.id === focusMessageId);
    if (found) {
      // At once rather than smoothly: a smooth scroll still under way when images above load
      // ends where the message no longer is.
      reveal(focusMessageId);
      setHighlighted(focusMessageId);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
      askedAt.current = undefined;
      latest.current.onFocusDone();
    } else if (hasOlder && askedAt.current !== messages[0]?.id) {
      if (!loadingOlder) {
        askedAt.current = messages[0]?.id;
        latest.current.onLoadOlder();
      }
    } else if (!loadingOlder) {
      askedAt.current = undefined;
      latest.current.onFocusDone();
    }
  }, [focusMessageId, messages, hasOlder, loadingOlder, reveal]);

  return highlighted;
}
