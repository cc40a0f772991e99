import type { TimesheetQueryFilters } from './types.ts';

/** TanStack Query keys of time entries; everything under `all` refreshes on a live change. */
export const timeEntryKeys = {
  all: ['timeEntries'] as const,
  task: (taskId: string) => ['timeEntries', 'task', taskId] as const,
  timesheet: (projectId: string, week: string, filters: TimesheetQueryFilters) =>
    ['timeEntries', 'timesheet', projectId, week, filters] as const,
  running: (userId: string) => ['timeEntries', 'running', userId] as const,
};
