import type { TimeEntry } from '../../api/time-entries/types.ts';
import { utcDayOf } from './week.ts';

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

export const NO_TASK = '-';
export const ALL_ENTRIES: TimesheetFilters = { userId: '', billable: 'all', taskId: '' };

const zero = (): Minutes => ({ billable: 0, nonBillable: 0 });

function add(target: Minutes, entry: TimeEntry, minutes: number): void {
  if (entry.billable) target.billable += minutes;
  else target.nonBillable += minutes;
}

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

/**
 * The week's minutes per member per day with billable and non-billable totals per member, per
 * day and overall. `people` come first in their order (so members with no time show as zero
 * rows); anyone else with entries follows, by name.
 */
export function buildTimesheet(
  entries: TimeEntry[],
  days: string[],
  people: { userId: string; name: string }[],
): Timesheet {
  const rows = new Map<string, TimesheetRow>();
  const rowOf = (userId: string, name: string) => {
    let row = rows.get(userId);
    if (!row) {
      row = { userId, name, days: days.map(zero), total: zero() };
      rows.set(userId, row);
    }
    return row;
  };
  for (const person of people) rowOf(person.userId, person.name);
  const dayTotals = days.map(zero);
  const total = zero();
  const extra: TimesheetRow[] = [];
  for (const entry of entries) {
    const index = days.indexOf(utcDayOf(entry.start_time));
    if (index < 0 || entry.duration_minutes === null) continue;
    const known = rows.has(entry.user_id);
    const row = rowOf(entry.user_id, entry.user_name);
    if (!known) extra.push(row);
    const minutes = entry.duration_minutes;
    add(row.days[index]!, entry, minutes);
    add(row.total, entry, minutes);
    add(dayTotals[index]!, entry, minutes);
    add(total, entry, minutes);
  }
  const listed = people.map((person) => rows.get(person.userId)!);
  extra.sort((a, b) => a.name.localeCompare(b.name));
  return { rows: [...listed, ...extra], dayTotals, total };
}

/** All minutes of a cell, row or column. */
export const sumMinutes = (minutes: Minutes) => minutes.billable + minutes.nonBillable;
