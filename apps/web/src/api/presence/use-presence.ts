import { useQuery } from '@tanstack/react-query';
import { fetchPresence } from './presence-api.ts';
import { presenceKey } from './query-keys.ts';

/**
 * The presence store: read once, then kept current by presence_update frames (and read again
 * after every reconnect), so it never goes stale by time.
 */
export function usePresence() {
  return useQuery({ queryKey: presenceKey, queryFn: fetchPresence, staleTime: Infinity });
}
