import type { QueryClient } from '@tanstack/react-query';
import { readAgainAfterReadsInFlight } from './read-again-after.ts';
import { isRealtimeFed } from './realtime-fed-queries.ts';

/**
 * Marks stale everything the socket keeps current; what is on screen refetches in the
 * background. Done on every connection, the first included (a read answered before the server
 * had joined this socket to its rooms may predate an event the socket never got), and after a
 * resync frame. A first read still on its way, which invalidation would leave alone, is read
 * again once it ends.
 */
export function refetchRealtimeFed(client: QueryClient): Promise<void> {
  readAgainAfterReadsInFlight(client, (query) => query.state.data === undefined);
  return client.invalidateQueries({ predicate: isRealtimeFed });
}
