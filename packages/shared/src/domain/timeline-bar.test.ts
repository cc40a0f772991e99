import { describe, expect, it } from 'vitest';
import { timelineBar } from './timeline-bar.ts';

// The week of Sunday 9 to Saturday 15 March 2025.
const week = '2025-03-09';

describe('timelineBar', () => {
  it.each([
    // due day, first column, last column, starts before, ends after
    ['2025-03-12', 0, 3, true, false], // due mid-week: bar began 14 days earlier
    ['2025-03-09', 0, 0, true, false], // due on the first day
    ['2025-03-15', 0, 6, true, false], // due on the last day
    ['2025-03-20', 0, 6, true, true], // spans the whole week and beyond
    ['2025-03-23', 0, 6, false, true], // starts on Sunday 9th exactly
    ['2025-03-24', 1, 6, false, true], // starts on Monday 10th
    ['2025-03-29', 6, 6, false, true], // starts on the last day
  ])('due %s covers columns %i..%i (before %s, after %s)', (due, first, last, before, after) => {
    expect(timelineBar(due, week)).toMatchObject({
      firstColumn: first,
      lastColumn: last,
      startsBefore: before,
      endsAfter: after,
      end: due,
    });
  });

  it.each([
    ['2025-03-08'], // due the day before the week
    ['2025-03-30'], // starts the day after the week
  ])('is null for a bar outside the week (due %s)', (due) => {
    expect(timelineBar(due, week)).toBeNull();
  });

  it('starts 14 days before the due day', () => {
    expect(timelineBar('2025-03-12', week)?.start).toBe('2025-02-26');
  });

  it('takes another range length', () => {
    expect(timelineBar('2025-03-12', week, 3)).toMatchObject({
      firstColumn: 0,
      lastColumn: 2,
      endsAfter: true,
    });
  });
});
