import { useCallback, useEffect, useRef, useState } from 'react';
import { rowOf, topVisibleRow } from './scroll-anchor.ts';

/** How long the floating day label stays after the reader stops scrolling. */
const LINGER_MS = 1_200;

/**
 * The day of the messages at the top of the list while the reader scrolls, once that day's own
 * separator has scrolled out of view; null when still. Shown only while the reader scrolls (not
 * when the list moves itself), a label never sits over a message (a reply quote, a toolbar)
 * someone is reading. `onReaderScroll` is called with the list on each scroll of the reader's.
 */
export function useFloatingDay() {
  const [day, setDay] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onReaderScroll = useCallback((box: HTMLElement) => {
    const top = topVisibleRow(box);
    const section = top ? rowOf(box, top.id)?.closest<HTMLElement>('[data-day-label]') : null;
    const separator = section?.firstElementChild;
    const passed =
      separator && separator.getBoundingClientRect().bottom <= box.getBoundingClientRect().top;
    setDay(passed ? (section!.dataset.dayLabel ?? null) : null);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setDay(null), LINGER_MS);
  }, []);
  return { day, onReaderScroll };
}
