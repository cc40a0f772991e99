import { useQuery } from '@tanstack/react-query';
import { fetchThreads } from './chat-api.ts';

/** Key of the developer pages' thread list (apart from the inbox's). */
const devThreadsKey = ['devTools', 'threads'] as const;

/** GET /api/threads, optionally through a wrapper that logs the call. */
export function useThreads(run: typeof fetchThreads = fetchThreads) {
  return useQuery({ queryKey: devThreadsKey, queryFn: () => run(), retry: false });
}
