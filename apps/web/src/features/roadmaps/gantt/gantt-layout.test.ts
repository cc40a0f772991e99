import { describe, expect, it } from 'vitest';
import {
  arrowPath,
  barGeometry,
  chartRange,
  chartWidth,
  dragDays,
  ROW_HEIGHT,
  shiftSpan,
  ticks,
} from './gantt-layout.ts';

describe('gantt geometry', () => {
  const range = chartRange(
    [
      { start: '2026-05-04', end: '2026-05-08' },
      { start: '2026-05-10', end: '2026-05-20' },
    ],
    '2026-05-01',
  );

  it('spans every bar and today, with a margin either side', () => {
    expect(range).toEqual({ start: '2026-04-28', end: '2026-05-23' });
    expect(chartWidth(range, 'day')).toBe(26 * 32);
  });

  it('places a bar from its first day over all of its days', () => {
    expect(barGeometry({ start: '2026-05-04', end: '2026-05-08' }, range, 'day')).toEqual({
      offset: 6 * 32,
      width: 5 * 32,
    });
    expect(barGeometry({ start: '2026-05-04', end: '2026-05-04' }, range, 'month')).toEqual({
      offset: 6 * 4,
      width: 4,
    });
  });

  it('marks days, Mondays or firsts of months', () => {
    const weekTicks = ticks(range, 'week').map((tick) => tick.day);
    expect(weekTicks).toEqual(['2026-05-04', '2026-05-11', '2026-05-18']);
    expect(ticks(range, 'month').map((tick) => tick.day)).toEqual(['2026-05-01']);
    expect(ticks(range, 'day')).toHaveLength(26);
    expect(ticks(range, 'week')[0]!.offset).toBe(6 * 12);
  });
});

describe('gantt moves', () => {
  it('turns a drag into whole days, mirrored right to left', () => {
    expect(dragDays(70, 'day', false)).toBe(2);
    expect(dragDays(70, 'day', true)).toBe(-2);
    expect(dragDays(-5, 'day', false)).toBe(0);
    expect(dragDays(-5, 'day', true)).toBe(0);
  });

  it('moves a span whole, or only its end without passing its start', () => {
    const span = { start: '2026-05-04', end: '2026-05-08' };
    expect(shiftSpan(span, 3)).toEqual({ start: '2026-05-07', end: '2026-05-11' });
    expect(shiftSpan(span, 2, true)).toEqual({ start: '2026-05-04', end: '2026-05-10' });
    expect(shiftSpan(span, -9, true)).toEqual({ start: '2026-05-04', end: '2026-05-04' });
  });
});

describe('gantt arrows', () => {
  it('runs from the blocker’s end into the blocked bar’s start', () => {
    const path = arrowPath({ offset: 0, width: 64, row: 0 }, { offset: 128, row: 2 }, 400, false);
    const mid = ROW_HEIGHT / 2;
    expect(path).toBe(
      `M64 ${mid} L72 ${mid} L72 ${2 * ROW_HEIGHT + mid} L128 ${2 * ROW_HEIGHT + mid}`,
    );
  });

  it('comes round when the blocked bar starts before the blocker ends (a violation)', () => {
    const path = arrowPath({ offset: 0, width: 64, row: 0 }, { offset: 32, row: 1 }, 400, false);
    expect(path.split(' L')).toHaveLength(6);
    expect(path.endsWith(`L32 ${ROW_HEIGHT + ROW_HEIGHT / 2}`)).toBe(true);
  });

  it('mirrors x in a right-to-left chart', () => {
    const path = arrowPath({ offset: 0, width: 64, row: 0 }, { offset: 128, row: 1 }, 400, true);
    expect(path.startsWith(`M336 ${ROW_HEIGHT / 2}`)).toBe(true);
    expect(path.endsWith(`L272 ${ROW_HEIGHT + ROW_HEIGHT / 2}`)).toBe(true);
  });
});
