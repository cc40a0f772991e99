import { useRef, useState, type TouchEvent } from 'react';

/** Pulling the thread list down this far refreshes it. */
export const PULL_TO_REFRESH_PX = 60;
/** A sideways swipe at least this long goes back to the list on phones. */
const SWIPE_BACK_MIN_PX = 50;

/**
 * Whether a touch that moved (dx, dy) is a swipe back: toward the reading direction's end
 * (right in left-to-right, left in right-to-left), at least 50 px, and more sideways than down.
 */
export function isSwipeBack(dx: number, dy: number, rtl: boolean): boolean {
  const along = rtl ? -dx : dx;
  return along >= SWIPE_BACK_MIN_PX && Math.abs(dx) > Math.abs(dy) * 1.5;
}

/** Touch handlers for a list scrolled to its top: pulling down past 60 px calls `onRefresh`. */
export function usePullToRefresh(onRefresh: () => void) {
  const start = useRef<number | null>(null);
  const distance = useRef(0);
  const [pull, setPull] = useState(0);
  return {
    pull,
    ready: pull >= PULL_TO_REFRESH_PX,
    handlers: {
      onTouchStart(event: TouchEvent<HTMLElement>) {
        // A list scrolled down is being scrolled, not pulled.
        start.current =
          event.currentTarget.scrollTop > 0 ? null : (event.touches[0]?.clientY ?? null);
      },
      onTouchMove(event: TouchEvent<HTMLElement>) {
        if (start.current === null) return;
        distance.current = Math.max(
          0,
          (event.touches[0]?.clientY ?? start.current) - start.current,
        );
        setPull(distance.current);
      },
      onTouchEnd() {
        if (start.current === null) return;
        start.current = null;
        setPull(0);
        if (distance.current >= PULL_TO_REFRESH_PX) onRefresh();
        distance.current = 0;
      },
    },
  };
}

/** Touch handlers for the conversation on phones: a swipe back of 50 px calls `onBack`. */
export function useSwipeBack(onBack: () => void, enabled: boolean) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent<HTMLElement>) {
      const touch = event.touches[0];
      start.current = enabled && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent<HTMLElement>) {
      const from = start.current;
      start.current = null;
      const touch = event.changedTouches[0];
      if (!from || !touch) return;
      const rtl = document.documentElement.dir === 'rtl';
      if (isSwipeBack(touch.clientX - from.x, touch.clientY - from.y, rtl)) onBack();
    },
  };
}
