import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchMessages } from './messages-api.ts';
import { chatKeys } from './query-keys.ts';

/** Messages matching `q` (already debounced by the caller), newest first; idle when empty. */
export function useMessageSearch(q: string, projectId: string | null = null) {
  const query = q.trim();
  return useQuery({
    queryKey: chatKeys.search(query, projectId),
    queryFn: () => searchMessages(query, projectId),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
}
