import { api } from '../client.ts';
import type {
  RunningTimer,
  TimeEntry,
  TimeEntryCreateInput,
  TimerStartInput,
  TimeEntryRange,
  TimesheetQueryFilters,
  TimesheetSums,
} from './types.ts';

const id = (value: string) => encodeURIComponent(value);

/** A task's time entries (every member's). */
export function fetchTaskTimeEntries(taskId: string): Promise<TimeEntry[]> {
  return api.get<TimeEntry[]>(`/api/tasks/${id(taskId)}/time-entries`);
}

/** A project's time entries between two UTC days, both inclusive. */
export function fetchProjectTimeEntries(
  projectId: string,
  range: TimeEntryRange,
): Promise<TimeEntry[]> {
  const query = new URLSearchParams(range).toString();
  return api.get<TimeEntry[]>(`/api/projects/${id(projectId)}/time-entries?${query}`);
}

/** A project's week (7 UTC days from `week`) of minutes per member per day, filtered. */
export function fetchProjectTimesheet(
  projectId: string,
  week: string,
  filters: TimesheetQueryFilters,
): Promise<TimesheetSums> {
  const query = new URLSearchParams({ week, ...filters }).toString();
  return api.get<TimesheetSums>(`/api/projects/${id(projectId)}/timesheet?${query}`);
}

/** The caller's running timer, or null (the server's, so it survives reloads and devices). */
export async function fetchRunningTimer(): Promise<TimeEntry | null> {
  const { entry } = await api.get<RunningTimer>('/api/time-entries/running');
  return entry;
}

/** Logs a finished piece of work. */
export function createTimeEntry(input: TimeEntryCreateInput): Promise<TimeEntry> {
  return api.post<TimeEntry>('/api/time-entries', input);
}

/** Deletes an entry. */
export async function deleteTimeEntry(entryId: string): Promise<void> {
  await api.delete(`/api/time-entries/${id(entryId)}`);
}

/** Starts the caller's timer (409 while one already runs). */
export function startTimer(input: TimerStartInput): Promise<TimeEntry> {
  return api.post<TimeEntry>('/api/time-entries/start', input);
}

/** Stops the caller's running timer (409 when none runs). */
export function stopTimer(): Promise<TimeEntry> {
  return api.post<TimeEntry>('/api/time-entries/stop', {});
}
