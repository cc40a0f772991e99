import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { timeEntryKeys } from './query-keys.ts';
import { fetchProjectTimeEntries } from './time-entries-api.ts';
import type { TimeEntryRange } from './types.ts';
import { useTimeEntriesLive } from './use-time-entries-live.ts';

/**
 * A project's time entries in a window of days, kept current by live project changes; the
 * previous week stays on screen while the next one loads.
 */
export function useProjectTimeEntries(projectId: string, range: TimeEntryRange) {
  useTimeEntriesLive();
  return useQuery({
    queryKey: timeEntryKeys.project(projectId, range),
    queryFn: () => fetchProjectTimeEntries(projectId, range),
    placeholderData: keepPreviousData,
  });
}
