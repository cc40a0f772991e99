import { useEffect, useState, type RefObject } from 'react';
import { rowOf, topVisibleRow } from './scroll-anchor.ts';

/** How long the floating day label stays after the reader stops scrolling. */
const LINGER_MS = 1_200;

/**
 * The day of the messages at the top of the list while the reader scrolls, once that day's own
 * separator has scrolled out of view; null when still. Shown only while scrolling, a label
 * never sits over a message (a reply quote, a toolbar) someone is reading.
 */
export function useFloatingDay(container: RefObject<HTMLElement | null>): string | null {
  const [day, setDay] = useState<string | null>(null);
  useEffect(() => {
    const box = container.current;
    if (!box) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const top = topVisibleRow(box);
      const section = top ? rowOf(box, top.id)?.closest<HTMLElement>('[data-day-label]') : null;
      const separator = section?.firstElementChild;
      const passed =
        separator && separator.getBoundingClientRect().bottom <= box.getBoundingClientRect().top;
      setDay(passed ? (section!.dataset.dayLabel ?? null) : null);
      clearTimeout(timer);
      timer = setTimeout(() => setDay(null), LINGER_MS);
    };
    box.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      box.removeEventListener('scroll', onScroll);
    };
  }, [container]);
  return day;
}
