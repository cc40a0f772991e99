import { useQuery } from '@tanstack/react-query';
import { timeEntryKeys } from './query-keys.ts';
import { fetchTaskTimeEntries } from './time-entries-api.ts';

/** A task's time entries, kept current by `time_entries_changed` frames (api/realtime). */
export function useTaskTimeEntries(taskId: string) {
  return useQuery({
    queryKey: timeEntryKeys.task(taskId),
    queryFn: () => fetchTaskTimeEntries(taskId),
    enabled: taskId !== '',
  });
}
