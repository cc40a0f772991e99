import type { TimeEntryRange } from './types.ts';

/** TanStack Query keys of time entries; everything under `all` refreshes on a live change. */
export const timeEntryKeys = {
  all: ['timeEntries'] as const,
  task: (taskId: string) => ['timeEntries', 'task', taskId] as const,
  project: (projectId: string, range: TimeEntryRange) =>
    ['timeEntries', 'project', projectId, range.start_date, range.end_date] as const,
  running: (userId: string) => ['timeEntries', 'running', userId] as const,
};
