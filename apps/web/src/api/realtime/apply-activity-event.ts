import type { ProjectChangeFrame } from '@crewline/shared/realtime/server-frames';
import { projectKeys } from '../projects/query-keys.ts';
import type { ActivityEvent, ActivityTab } from '../projects/types.ts';
import { ACTIVITY_FEED_SIZE } from '../projects/use-project-activity.ts';
import type { RealtimeCache } from './realtime-cache.ts';

const TABS: readonly ActivityTab[] = ['tasks', 'comments', 'members', 'files'];

/**
 * project_change: the entry goes on top of the cached feeds it belongs to (All, and the tab of
 * its category), which keep their 10 most recent. Feeds not cached load whole when shown.
 */
export function applyActivityEvent(cache: RealtimeCache, frame: ProjectChangeFrame): void {
  const { change } = frame;
  const tabs: ActivityTab[] = ['all'];
  const category = TABS.find((tab) => tab === change.category);
  if (category) tabs.push(category);
  for (const tab of tabs) {
    cache.queryClient.setQueryData<ActivityEvent[]>(
      projectKeys.activity(frame.projectId, tab),
      (feed) =>
        feed && !feed.some((event) => event.id === change.id)
          ? [change, ...feed].slice(0, ACTIVITY_FEED_SIZE)
          : feed,
    );
  }
}
