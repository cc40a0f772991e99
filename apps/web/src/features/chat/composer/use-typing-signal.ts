import { useCallback, useEffect, useRef } from 'react';
import { TYPING_IDLE_MS } from './composer-limits.ts';

/**
 * Turns keystrokes into the typing signal: true on the first input, false after 2 s
 * without input, on send, or when the composer goes away. Each change is reported once.
 */
export function useTypingSignal(onTyping: (isTyping: boolean) => void) {
  const report = useRef(onTyping);
  const typing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    report.current = onTyping;
  }, [onTyping]);

  const stop = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    if (!typing.current) return;
    typing.current = false;
    report.current(false);
  }, []);

  const input = useCallback(() => {
    if (!typing.current) {
      typing.current = true;
      report.current(true);
    }
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(stop, TYPING_IDLE_MS);
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { input, stop };
}
