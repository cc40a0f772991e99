import type {
  RunningTimerJson,
  TimeEntryJson,
  TimesheetJson,
} from '@crewline/shared/contracts/time-entries';

/**
 * A time entry as the server presents it (packages/shared: one definition for both sides); a
 * running timer has no end_time and no duration yet.
 */
export type TimeEntry = TimeEntryJson;
export type RunningTimer = RunningTimerJson;

/** Bodies of POST /api/time-entries and POST /api/time-entries/start. */
export type {
  TimeEntryCreateInput,
  TimerStartInput,
} from '@crewline/shared/contracts/time-entries';

/** The window of a project's time entries (dates `YYYY-MM-DD`, UTC days, both inclusive). */
export type TimeEntryRange = { start_date: string; end_date: string };

/** A project's week of minutes per member per day, summed by the server. */
export type TimesheetSums = TimesheetJson;

/** The optional filters of a timesheet (`task_id: 'none'` is time on the project itself). */
export type TimesheetQueryFilters = {
  user_id?: string;
  billable?: 'true' | 'false';
  task_id?: string;
};
