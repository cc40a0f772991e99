import { COPIED_FLAG_MS } from '@crewline/shared/limits';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Copies text to the clipboard and raises a "copied" flag for two seconds. */
export function useCopied() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FLAG_MS);
  }, []);
  return { copied, copy };
}
