import {
  calendarDayIn,
  daysBetween,
  isCalendarDay,
  todayFor,
  type CalendarDay,
  type Clock,
} from './calendar-day.ts';
import { isTaskDone } from './task-enums.ts';

/** Beyond this many days ahead a due label shows the date itself. */
export const DUE_LABEL_MAX_DAYS = 7;

/** The kinds of relative due label; the UI picks the words (and the language) per kind. */
export type DueLabelKind = 'overdue' | 'today' | 'tomorrow' | 'in_days' | 'date';

/** A due label as data: its kind, whole days from today (negative when past) and the due day. */
export type DueLabel = { kind: DueLabelKind; days: number; date: CalendarDay };

/** Where a label is shown: the dashboard says "Due in 3 days", the board says "3d". */
export type DueLabelFlavour = 'dashboard' | 'board';

/** Anything the API or a form may hold as a due date. */
export type DueInput = string | Date | null | undefined;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar day a task is due. Due dates are chosen as dates, so the dialog sends
 * them as UTC midnight (see dueDateToIso) and an instant exactly at UTC midnight is read as that
 * date in every zone; any other instant is read in the viewer's zone. Invalid input gives null.
 */
export function dueDayOf(due: DueInput, timeZone: string): CalendarDay | null {
  if (due === null || due === undefined || due === '') return null;
  if (typeof due === 'string' && DATE_ONLY.test(due)) return isCalendarDay(due) ? due : null;
  const instant = typeof due === 'string' ? new Date(due) : due;
  const ms = instant.getTime();
  if (Number.isNaN(ms)) return null;
  if (ms % 86_400_000 === 0) return instant.toISOString().slice(0, 10);
  return calendarDayIn(instant, timeZone);
}

/** The ISO datetime sent for a date picked in a form: UTC midnight, read back by dueDayOf. */
export function dueDateToIso(day: CalendarDay): string {
  return `${day}T00:00:00.000Z`;
}

/**
 * The relative due label of a task, or null without a valid due date. A finished task is never
 * labelled overdue: its past due date shows as a plain date.
 */
export function dueLabel(due: DueInput, clock: Clock, status?: string | null): DueLabel | null {
  const date = dueDayOf(due, clock.timeZone);
  if (date === null) return null;
  const days = daysBetween(todayFor(clock), date);
  if (days < 0) return { kind: isTaskDone(status) ? 'date' : 'overdue', days, date };
  if (days === 0) return { kind: 'today', days, date };
  if (days === 1) return { kind: 'tomorrow', days, date };
  if (days <= DUE_LABEL_MAX_DAYS) return { kind: 'in_days', days, date };
  return { kind: 'date', days, date };
}

/**
 * Whether a task is overdue: its due day is over in the viewer's zone and it is not done. Day
 * granularity (not the raw instant) so a task due today reads "due today", never "overdue".
 */
export function isOverdue(due: DueInput, status: string | null | undefined, clock: Clock): boolean {
  return dueLabel(due, clock, status)?.kind === 'overdue';
}

/** English text of a due label in either flavour; `locale` only affects plain dates. */
export function formatDueLabel(
  label: DueLabel,
  flavour: DueLabelFlavour,
  locale = 'en-US',
): string {
  const board = flavour === 'board';
  switch (label.kind) {
    case 'overdue':
      return 'Overdue';
    case 'today':
      return board ? 'Today' : 'Due today';
    case 'tomorrow':
      return board ? 'Tomorrow' : 'Due tomorrow';
    case 'in_days':
      return board ? `${label.days}d` : `Due in ${label.days} days`;
    case 'date':
      return formatCalendarDay(label.date, flavour, locale);
  }
}

/** A calendar day as a local date: numeric on the board, "Mar 20, 2025" on the dashboard. */
export function formatCalendarDay(
  day: CalendarDay,
  flavour: DueLabelFlavour,
  locale = 'en-US',
): string {
  // The day is formatted at UTC midnight in UTC so no zone can shift it to a neighbour.
  const options: Intl.DateTimeFormatOptions =
    flavour === 'board'
      ? { timeZone: 'UTC' }
      : { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' };
  return new Intl.DateTimeFormat(locale, options).format(new Date(`${day}T00:00:00.000Z`));
}
