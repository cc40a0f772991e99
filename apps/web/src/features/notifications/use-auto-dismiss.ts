import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `onDismiss` after `ms`, with pause and resume (hover or focus keeps a pop-up up; the
 * time left carries on afterwards).
 */
export function useAutoDismiss(ms: number, onDismiss: () => void) {
  const left = useRef(ms);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(onDismiss);
  latest.current = onDismiss;

  const resume = useCallback(() => {
    if (timer.current !== null) return;
    startedAt.current = Date.now();
    timer.current = setTimeout(() => latest.current(), Math.max(0, left.current));
  }, []);
  const pause = useCallback(() => {
    if (timer.current === null) return;
    clearTimeout(timer.current);
    timer.current = null;
    left.current -= Date.now() - startedAt.current;
  }, []);

  useEffect(() => {
    resume();
    return () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [resume]);

  return { pause, resume };
}
