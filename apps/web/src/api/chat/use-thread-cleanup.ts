import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chatKeys } from './query-keys.ts';
import { cleanupThreads } from './threads-api.ts';
import type { Thread } from './types.ts';

/**
 * Opening the inbox clears the caller's stale untitled threads (never used, over 24 h old);
 * when that changed how many threads they see, the list is read again. Best effort: a failure
 * leaves the threads as they are.
 */
export function useThreadCleanup(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    cleanupThreads()
      .then(({ threads_left }) => {
        if (!live) return;
        const all = queryClient.getQueryData<Thread[]>(chatKeys.threads());
        if (all && all.length !== threads_left) {
          void queryClient.invalidateQueries({ queryKey: chatKeys.threadLists() });
        }
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [queryClient, enabled]);
}
