import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A read to start ahead: the key and function the page's own query uses. */
export type ReadAhead = { queryKey: QueryKey; queryFn: () => Promise<unknown> };

/**
 * Starts a read the page will need without watching it, as TanStack's `usePrefetchQuery` does,
 * or nothing for null: a page whose part waits for another read (a project tab for its project)
 * reads both at once rather than in turn.
 */
export function useReadAhead(read: ReadAhead | null): void {
  const client = useQueryClient();
  if (read && !client.getQueryState(read.queryKey)) void client.prefetchQuery(read);
}
