import { describe, expect, it } from 'vitest';
import { idealLine } from './ideal-line.ts';

describe('idealLine', () => {
  it.each([
    // Mon 2026-03-02 to Fri: four equal steps.
    [
      8,
      ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'],
      false,
      [8, 6, 4, 2, 0],
    ],
    // Fri to Tue over the weekend, counting every day.
    [
      8,
      ['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10'],
      false,
      [8, 6, 4, 2, 0],
    ],
    // The same days skipping the weekend: Sat and Sun hold Friday's value.
    [
      9,
      ['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10'],
      true,
      [9, 9, 9, 4.5, 0],
    ],
    // Opening on a Saturday: the weekend holds the start; ending on Sunday: it holds 0.
    [
      4,
      [
        '2026-03-07',
        '2026-03-08',
        '2026-03-09',
        '2026-03-10',
        '2026-03-11',
        '2026-03-14',
        '2026-03-15',
      ],
      true,
      [4, 4, 4, 2, 0, 0, 0],
    ],
    [5, ['2026-03-02'], false, [5]],
    [5, ['2026-03-06', '2026-03-07'], true, [5, 5]],
    [0, ['2026-03-02', '2026-03-03'], false, [0, 0]],
  ])('from %d over %j (skip weekends %s)', (start, days, skip, expected) => {
    expect(idealLine(start, days, skip)).toEqual(expected);
  });
});
