import { useQuery } from '@tanstack/react-query';
import { chatKeys } from './query-keys.ts';
import { fetchThreads } from './threads-api.ts';
import type { ThreadFilter } from './types.ts';

/** The threads the caller reads (all, or one context's); socket frames keep them current. */
export function useThreads(filter: ThreadFilter = {}, enabled = true) {
  return useQuery({
    queryKey: chatKeys.threads(filter),
    queryFn: () => fetchThreads(filter),
    enabled,
  });
}
