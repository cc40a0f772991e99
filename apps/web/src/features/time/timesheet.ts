import { TIMESHEET_NO_TASK } from '@crewline/shared/contracts/time-entries';
import type {
  TimeEntry,
  TimesheetQueryFilters,
  TimesheetSums,
} from '../../api/time-entries/types.ts';

/** Billable and non-billable minutes of one cell, row or column. */
export type Minutes = { billable: number; nonBillable: number };

export type TimesheetRow = {
  userId: string;
  name: string;
  /** Minutes per day, in the order of the week's days. */
  days: Minutes[];
  total: Minutes;
};

export type Timesheet = { rows: TimesheetRow[]; dayTotals: Minutes[]; total: Minutes };

export type TimesheetFilters = {
  /** A member's user id, or '' for everyone. */
  userId: string;
  billable: 'all' | 'billable' | 'non_billable';
  /** A task id, '' for every task, or NO_TASK for entries on the project itself. */
  taskId: string;
};

export const NO_TASK = TIMESHEET_NO_TASK;
export const ALL_ENTRIES: TimesheetFilters = { userId: '', billable: 'all', taskId: '' };

/** The entries the filters let through (a running timer has no minutes yet and is left out). */
export function filterEntries(entries: TimeEntry[], filters: TimesheetFilters): TimeEntry[] {
  return entries.filter(
    (entry) =>
      entry.end_time !== null &&
      (filters.userId === '' || entry.user_id === filters.userId) &&
      (filters.billable === 'all' || entry.billable === (filters.billable === 'billable')) &&
      (filters.taskId === '' ||
        (filters.taskId === NO_TASK ? entry.task_id === null : entry.task_id === filters.taskId)),
  );
}

const minutesOf = (day: { billable_minutes: number; non_billable_minutes: number }): Minutes => ({
  billable: day.billable_minutes,
  nonBillable: day.non_billable_minutes,
});

/** The server's week (members by name, zero rows included) in the shape the table and chart draw. */
export function timesheetFromSums(sums: TimesheetSums): Timesheet {
  return {
    rows: sums.members.map((member) => ({
      userId: member.user_id,
      name: member.user_name,
      days: member.days.map(minutesOf),
      total: minutesOf(member),
    })),
    dayTotals: sums.totals.days.map(minutesOf),
    total: minutesOf(sums.totals),
  };
}

/** The filters as the timesheet endpoint takes them (only those that narrow anything). */
export function timesheetQueryOf(filters: TimesheetFilters): TimesheetQueryFilters {
  return {
    ...(filters.userId ? { user_id: filters.userId } : {}),
    ...(filters.billable !== 'all'
      ? { billable: filters.billable === 'billable' ? 'true' : 'false' }
      : {}),
    ...(filters.taskId ? { task_id: filters.taskId } : {}),
  };
}

/** All minutes of a cell, row or column. */
export const sumMinutes = (minutes: Minutes) => minutes.billable + minutes.nonBillable;
