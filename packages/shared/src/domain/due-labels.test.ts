import { describe, expect, it } from 'vitest';
import type { Clock } from './calendar-day.ts';
import {
  dueDateToIso,
  dueDayOf,
  dueLabel,
  formatCalendarDay,
  formatDueLabel,
  isOverdue,
} from './due-labels.ts';

// Wednesday 12 March 2025, mid-afternoon in UTC.
const clock: Clock = { now: new Date('2025-03-12T15:00:00Z'), timeZone: 'UTC' };

describe('dueDayOf', () => {
  it.each([
    ['2025-03-20', 'UTC', '2025-03-20'],
    ['2025-03-20T00:00:00.000Z', 'America/New_York', '2025-03-20'],
    ['2025-03-20T00:00:00.000Z', 'Asia/Tokyo', '2025-03-20'],
    ['2025-03-20T03:00:00.000Z', 'America/New_York', '2025-03-19'],
    ['2025-03-20T18:00:00.000Z', 'Asia/Tokyo', '2025-03-21'],
    ['2025-03-20T10:00:00+05:00', 'UTC', '2025-03-20'],
    ['2025-02-30', 'UTC', null],
    ['not a date', 'UTC', null],
    ['', 'UTC', null],
    [null, 'UTC', null],
    [undefined, 'UTC', null],
  ])('%j in %s is %j', (due, zone, day) => {
    expect(dueDayOf(due, zone)).toBe(day);
  });

  it('accepts a Date and round-trips a picked date through dueDateToIso', () => {
    expect(dueDateToIso('2025-03-20')).toBe('2025-03-20T00:00:00.000Z');
    expect(dueDayOf(new Date(dueDateToIso('2025-03-20')), 'Pacific/Honolulu')).toBe('2025-03-20');
  });
});

describe('dueLabel', () => {
  it.each([
    ['2025-03-01', 'overdue', -11],
    ['2025-03-11', 'overdue', -1],
    ['2025-03-12', 'today', 0],
    ['2025-03-12T00:00:00.000Z', 'today', 0],
    ['2025-03-13', 'tomorrow', 1],
    ['2025-03-14', 'in_days', 2],
    ['2025-03-15', 'in_days', 3],
    ['2025-03-19', 'in_days', 7],
    ['2025-03-20', 'date', 8],
    ['2026-01-01', 'date', 295],
  ])('%s is %s (%i days)', (due, kind, days) => {
    expect(dueLabel(due, clock)).toEqual({ kind, days, date: due.slice(0, 10) });
  });

  it('returns null without a due date', () => {
    expect(dueLabel(null, clock)).toBeNull();
    expect(dueLabel('garbage', clock)).toBeNull();
  });

  it('shows a finished task past its date as a date, not overdue', () => {
    expect(dueLabel('2025-03-11', clock, 'done')).toEqual({
      kind: 'date',
      days: -1,
      date: '2025-03-11',
    });
    expect(dueLabel('2025-03-11', clock, 'completed')?.kind).toBe('date');
    expect(dueLabel('2025-03-11', clock, 'in_review')?.kind).toBe('overdue');
  });

  it('counts days in the viewer zone', () => {
    // 15:00 UTC is already 13 March in Tokyo, so a task due on the 13th is due today there.
    const tokyo: Clock = { now: clock.now, timeZone: 'Asia/Tokyo' };
    expect(dueLabel('2025-03-13', tokyo)?.kind).toBe('today');
    expect(dueLabel('2025-03-12', tokyo)?.kind).toBe('overdue');
    // 02:00 UTC on the 13th is still the 12th in New York.
    const newYork: Clock = { now: new Date('2025-03-13T02:00:00Z'), timeZone: 'America/New_York' };
    expect(dueLabel('2025-03-12', newYork)?.kind).toBe('today');
    expect(dueLabel('2025-03-13T00:00:00.000Z', newYork)?.kind).toBe('tomorrow');
  });
});

describe('isOverdue', () => {
  it.each([
    ['2025-03-11', 'todo', true],
    ['2025-03-11', 'in_progress', true],
    ['2025-03-11', 'in_review', true],
    ['2025-03-11', 'done', false],
    ['2025-03-11', 'completed', false],
    ['2025-03-12', 'todo', false],
    ['2025-03-12T00:00:00.000Z', 'todo', false],
    ['2025-03-13', 'todo', false],
    [null, 'todo', false],
  ])('due %j with status %s is overdue: %s', (due, status, overdue) => {
    expect(isOverdue(due, status, clock)).toBe(overdue);
  });
});

describe('formatDueLabel', () => {
  it.each([
    ['2025-03-10', 'Overdue', 'Overdue'],
    ['2025-03-12', 'Due today', 'Today'],
    ['2025-03-13', 'Due tomorrow', 'Tomorrow'],
    ['2025-03-14', 'Due in 2 days', '2d'],
    ['2025-03-19', 'Due in 7 days', '7d'],
    ['2025-03-20', 'Mar 20, 2025', '3/20/2025'],
  ])('%s reads %j on the dashboard and %j on the board', (due, dashboard, board) => {
    const label = dueLabel(due, clock);
    if (!label) throw new Error('expected a label');
    expect(formatDueLabel(label, 'dashboard')).toBe(dashboard);
    expect(formatDueLabel(label, 'board')).toBe(board);
  });

  it('formats plain dates in the given locale without shifting the day', () => {
    expect(formatCalendarDay('2025-03-20', 'board', 'en-GB')).toBe('20/03/2025');
    expect(formatCalendarDay('2025-01-01', 'dashboard', 'en-US')).toBe('Jan 1, 2025');
  });
});
