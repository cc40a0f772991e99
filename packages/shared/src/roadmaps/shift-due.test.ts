import { describe, expect, it } from 'vitest';
import { shiftDueDate, storedDueDay } from './shift-due.ts';

describe('shiftDueDate', () => {
  it.each([
    [
      'a day stays a day',
      '2030-01-03T00:00:00.000Z',
      'Europe/Berlin',
      '2030-01-05',
      '2030-01-05T00:00:00.000Z',
    ],
    ['no due date becomes a day', null, 'Europe/Berlin', '2030-01-05', '2030-01-05T00:00:00.000Z'],
    [
      'an instant keeps its wall time',
      '2030-01-03T16:00:00.000Z',
      'Europe/Berlin',
      '2030-01-05',
      '2030-01-05T16:00:00.000Z',
    ],
    [
      'across spring forward',
      '2030-03-29T16:00:00.000Z',
      'Europe/Berlin',
      '2030-04-02',
      '2030-04-02T15:00:00.000Z',
    ],
    [
      'late in the evening, the next UTC day',
      '2030-01-03T23:30:00.000Z',
      'America/New_York',
      '2030-01-10',
      '2030-01-10T23:30:00.000Z',
    ],
    [
      'seconds are kept',
      '2030-01-03T08:15:42.500Z',
      'UTC',
      '2029-12-31',
      '2029-12-31T08:15:42.500Z',
    ],
  ])('%s', (_name, due, zone, toDay, expected) => {
    const shifted = shiftDueDate(due === null ? null : new Date(due), toDay, zone);
    expect(shifted.toISOString()).toBe(expected);
    expect(storedDueDay(shifted, zone)).toBe(toDay);
  });

  it('reads an instant in the project zone', () => {
    // 23:30 in New York on the 3rd is the 4th in UTC.
    expect(storedDueDay(new Date('2030-01-04T04:30:00.000Z'), 'America/New_York')).toBe(
      '2030-01-03',
    );
    expect(storedDueDay(null, 'UTC')).toBeNull();
  });
});
