/**
 * Where things sit on a Gantt chart: days to pixels, bars, ticks and dependency arrows. Pure, so
 * the chart component only draws, and the geometry is tested on its own. Days are `YYYY-MM-DD`
 * calendar days (the server has already counted them in each project's zone) and all arithmetic
 * is in UTC, so the viewer's own zone never moves a bar.
 */

import { addDays, daysBetween, weekdayOf } from '@crewline/shared/domain/calendar-day';

/** How much time one column stands for; each draws a day narrower. */
export type GanttScale = 'day' | 'week' | 'month';

/** Pixels per day at each scale. */
export const DAY_WIDTH: Record<GanttScale, number> = { day: 32, week: 12, month: 4 };

/** A row's height in pixels; bars and arrows are placed by row index, so it is fixed. */
export const ROW_HEIGHT = 36;

/** The days shown before the first bar and after the last one, so neither touches the edge. */
const MARGIN_DAYS = 3;

/** A bar's span: its first and last day, both included. */
export type DaySpan = { start: string; end: string };

/** The days the chart shows: every span and today, with a margin either side. */
export function chartRange(spans: readonly DaySpan[], today: string): DaySpan {
  let start = today;
  let end = today;
  for (const span of spans) {
    if (span.start < start) start = span.start;
    if (span.end > end) end = span.end;
  }
  return { start: addDays(start, -MARGIN_DAYS), end: addDays(end, MARGIN_DAYS) };
}

/** The chart's width in pixels for a range at a scale. */
export function chartWidth(range: DaySpan, scale: GanttScale): number {
  return (daysBetween(range.start, range.end) + 1) * DAY_WIDTH[scale];
}

/**
 * A bar's place along the time axis, measured from the side time starts on (the left in a
 * left-to-right language, the right in a right-to-left one): the chart places bars with logical
 * insets, so the same numbers mirror themselves.
 */
export function barGeometry(
  span: DaySpan,
  range: DaySpan,
  scale: GanttScale,
): { offset: number; width: number } {
  const dayWidth = DAY_WIDTH[scale];
  return {
    offset: daysBetween(range.start, span.start) * dayWidth,
    width: (daysBetween(span.start, span.end) + 1) * dayWidth,
  };
}

/** A labelled mark on the time axis: every day, every Monday, or every first of a month. */
export type Tick = { day: string; offset: number };

/** The ticks of a range at a scale. */
export function ticks(range: DaySpan, scale: GanttScale): Tick[] {
  const dayWidth = DAY_WIDTH[scale];
  const total = daysBetween(range.start, range.end);
  const out: Tick[] = [];
  for (let index = 0; index <= total; index += 1) {
    const day = addDays(range.start, index);
    const weekday = weekdayOf(day);
    const marks =
      scale === 'day' ||
      (scale === 'week' && weekday === 1) ||
      (scale === 'month' && day.endsWith('-01'));
    if (marks) out.push({ day, offset: index * dayWidth });
  }
  return out;
}

/**
 * The whole days a drag of `pixels` along the screen moves a bar: right is later in a
 * left-to-right chart, earlier in a right-to-left one.
 */
export function dragDays(pixels: number, scale: GanttScale, rtl: boolean): number {
  const days = Math.round(pixels / DAY_WIDTH[scale]);
  return (rtl ? -days : days) || 0;
}

/** A span moved by `days`, or, when `resize` is set, only its last day moved (never before its first). */
export function shiftSpan(span: DaySpan, days: number, resize = false): DaySpan {
  if (!resize) return { start: addDays(span.start, days), end: addDays(span.end, days) };
  const end = addDays(span.end, days);
  return { start: span.start, end: end < span.start ? span.start : end };
}

/**
 * The SVG path of a finish-to-start arrow: out of the blocker's end, down (or up) to the blocked
 * row, into its start. In a right-to-left chart x runs from the right edge of `width`.
 */
export function arrowPath(
  from: { offset: number; width: number; row: number },
  to: { offset: number; row: number },
  width: number,
  rtl: boolean,
): string {
  const x = (logical: number) => (rtl ? width - logical : logical);
  const gap = 8;
  const fromX = from.offset + from.width;
  const fromY = from.row * ROW_HEIGHT + ROW_HEIGHT / 2;
  const toY = to.row * ROW_HEIGHT + ROW_HEIGHT / 2;
  const midY = to.row > from.row ? (from.row + 1) * ROW_HEIGHT : from.row * ROW_HEIGHT;
  // Room to turn before the blocked bar: go straight across; otherwise come back round it.
  const points =
    to.offset - fromX >= gap * 2
      ? [
          [fromX, fromY],
          [fromX + gap, fromY],
          [fromX + gap, toY],
          [to.offset, toY],
        ]
      : [
          [fromX, fromY],
          [fromX + gap, fromY],
          [fromX + gap, midY],
          [to.offset - gap, midY],
          [to.offset - gap, toY],
          [to.offset, toY],
        ];
  return points.map(([px, py], index) => `${index === 0 ? 'M' : 'L'}${x(px!)} ${py}`).join(' ');
}
