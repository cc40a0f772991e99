import { useQuery } from '@tanstack/react-query';
import { fetchActivity } from './projects-api.ts';
import { projectKeys } from './query-keys.ts';
import type { ActivityTab } from './types.ts';

/** How many events the feed shows. */
export const ACTIVITY_FEED_SIZE = 10;

/**
 * A project's most recent activity. New entries arrive over the socket (project_change puts
 * them on top of the cached feed) and a reconnection reads the feed again.
 */
export function useProjectActivity(id: string, tab: ActivityTab) {
  return useQuery({
    queryKey: projectKeys.activity(id, tab),
    queryFn: () => fetchActivity(id, tab, ACTIVITY_FEED_SIZE),
  });
}
