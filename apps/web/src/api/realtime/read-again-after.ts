import type { Query, QueryClient } from '@tanstack/react-query';
import { isRealtimeFed } from './realtime-fed-queries.ts';

/** Per query client: the reads to follow with another, and the cache subscription doing it. */
const followUps = new WeakMap<QueryClient, Set<Query>>();

function dueReads(client: QueryClient): Set<Query> {
  const known = followUps.get(client);
  if (known) return known;
  const reads = new Set<Query>();
  followUps.set(client, reads);
  client.getQueryCache().subscribe((event) => {
    const { query } = event;
    if (event.type === 'removed') reads.delete(query);
    if (event.type !== 'updated' || !reads.has(query)) return;
    if (query.state.fetchStatus !== 'idle') return;
    reads.delete(query);
    // Stale: read again now if shown, else when next shown (a read made ahead of its page).
    void client.invalidateQueries({ queryKey: query.queryKey, exact: true });
  });
  return reads;
}

/**
 * A read on its way when a frame arrives may have been answered before the change the frame
 * reports: its answer would then overwrite what the frame wrote, or miss what the frame could
 * not write yet (no data to write into). So every socket-fed read on its way (those `which`
 * picks) is followed by another once it ends; a read started later already sees the change.
 * One follow-up per read however many frames come meanwhile, so a busy project cannot keep a
 * read from finishing.
 */
export function readAgainAfterReadsInFlight(
  client: QueryClient,
  which: (query: Query) => boolean = () => true,
): void {
  const due = dueReads(client);
  for (const query of client.getQueryCache().findAll({ fetchStatus: 'fetching' })) {
    if (isRealtimeFed(query) && which(query)) due.add(query);
  }
}
