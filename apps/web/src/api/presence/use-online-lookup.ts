import { useMemo } from 'react';
import { onlineLookup, type OnlineLookup } from './online-overlay.ts';
import { usePresence } from './use-presence.ts';

/** Who is online, from the presence store; null until it has loaded. */
export function useOnlineLookup(): OnlineLookup | null {
  const { data } = usePresence();
  return useMemo(() => (data ? onlineLookup(data) : null), [data]);
}
