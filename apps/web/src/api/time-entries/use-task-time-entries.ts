import { useQuery } from '@tanstack/react-query';
import { timeEntryKeys } from './query-keys.ts';
import { fetchTaskTimeEntries } from './time-entries-api.ts';
import { useTimeEntriesLive } from './use-time-entries-live.ts';

/** A task's time entries, kept current by live project changes. */
export function useTaskTimeEntries(taskId: string) {
  useTimeEntriesLive();
  return useQuery({
    queryKey: timeEntryKeys.task(taskId),
    queryFn: () => fetchTaskTimeEntries(taskId),
    enabled: taskId !== '',
  });
}
