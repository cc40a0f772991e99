import { useRef, useState, type TouchEvent } from 'react';

/** A downward swipe longer than this closes the sheet. */
const SWIPE_CLOSE_PX = 120;

/** Whether a downward drag of `deltaY` pixels should close the sheet. */
export function shouldSwipeClose(deltaY: number): boolean {
  return deltaY > SWIPE_CLOSE_PX;
}

// Only phones get the bottom-sheet gesture; on wider screens the panel is a centred dialog.
function isSmallScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 639px)').matches;
}

/** Touch handlers that let a bottom sheet follow the finger down and close past 120 px. */
export function useSwipeToClose(onClose: () => void) {
  const start = useRef<number | null>(null);
  const delta = useRef(0);
  const [offset, setOffset] = useState(0);

  return {
    offset,
    handlers: {
      onTouchStart(event: TouchEvent<HTMLElement>) {
        // A sheet scrolled down is being scrolled, not dismissed.
        if (!isSmallScreen() || event.currentTarget.scrollTop > 0) return;
        start.current = event.touches[0]?.clientY ?? null;
        delta.current = 0;
      },
      onTouchMove(event: TouchEvent<HTMLElement>) {
        if (start.current === null) return;
        delta.current = Math.max(0, (event.touches[0]?.clientY ?? start.current) - start.current);
        setOffset(delta.current);
      },
      onTouchEnd() {
        if (start.current === null) return;
        start.current = null;
        setOffset(0);
        if (shouldSwipeClose(delta.current)) onClose();
      },
    },
  };
}
