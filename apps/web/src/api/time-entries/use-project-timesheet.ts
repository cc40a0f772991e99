import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { timeEntryKeys } from './query-keys.ts';
import { fetchProjectTimesheet } from './time-entries-api.ts';
import type { TimesheetQueryFilters } from './types.ts';

/**
 * A project's week summed by the server (its cost follows the week, not the project's history),
 * kept current by `time_entries_changed` frames (api/realtime); the previous week stays on screen while the next loads.
 */
export function useProjectTimesheet(
  projectId: string,
  week: string,
  filters: TimesheetQueryFilters,
) {
  return useQuery({
    queryKey: timeEntryKeys.timesheet(projectId, week, filters),
    queryFn: () => fetchProjectTimesheet(projectId, week, filters),
    placeholderData: keepPreviousData,
  });
}
