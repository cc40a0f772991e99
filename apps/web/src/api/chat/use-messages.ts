import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { messagesOf } from './message-cache.ts';
import { fetchMessagePage } from './messages-api.ts';
import { chatKeys } from './query-keys.ts';
import type { MessagePages } from './types.ts';

/**
 * A thread's messages, oldest first, loaded a page of 50 at a time from the newest backwards
 * (page 0 is the newest, so a refetch reads the newest first and walks back as far as was
 * loaded). Socket frames write new, changed and deleted messages into the pages.
 */
export function useMessages(threadId: string | null) {
  const query = useInfiniteQuery({
    queryKey: chatKeys.messages(threadId ?? ''),
    queryFn: ({ pageParam }) => fetchMessagePage(threadId ?? '', pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.hasMore ? (page.messages[0]?.id ?? null) : null),
    enabled: Boolean(threadId),
  });
  const messages = useMemo(() => messagesOf(query.data as MessagePages | undefined), [query.data]);
  return {
    ...query,
    messages,
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    /** Loads the page before the oldest loaded message. */
    loadOlder: query.fetchNextPage,
  };
}
