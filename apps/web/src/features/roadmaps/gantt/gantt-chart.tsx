import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { daysBetween } from '@crewline/shared/domain/calendar-day';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import {
  arrowPath,
  barGeometry,
  chartRange,
  chartWidth,
  DAY_WIDTH,
  dragDays,
  ROW_HEIGHT,
  shiftSpan,
  ticks,
  type DaySpan,
  type GanttScale,
} from './gantt-layout.ts';
import type { GanttBar, GanttLink } from './gantt-types.ts';

/** The width of the titles column; the time axis starts after it. */
const TITLE_WIDTH = 176;
const HEADER_HEIGHT = 32;
/** Charts longer than this render only the rows in view (the 1,000-task budget). */
const VIRTUALIZE_AFTER = 60;
const DAY_FORMAT: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };
const MONTH_FORMAT: Intl.DateTimeFormatOptions = {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};

/** A move being made with the keyboard: days along, and whether only the end moves. */
type PendingMove = { id: string; days: number; resize: boolean };

/** The pointer drag in progress, kept out of React state so a drag re-renders nothing. */
type Drag = { id: string; element: HTMLElement; x: number; resize: boolean; width: number };

/**
 * Tasks and milestones as bars on a day, week or month scale, with finish-to-start arrows (red
 * where broken), the critical path ringed and a line on today. Rows are virtualised, so a chart
 * of thousands of bars renders only what is on screen; a drag moves one element's transform and
 * re-renders nothing until the bar is let go. Dropping a bar, or pressing Enter after moving it
 * with the arrow keys (Shift: only its end), asks `onMove` for the new span; the caller previews
 * what else would move and applies it. Bars sit at logical insets, so time runs right to left in
 * a right-to-left language.
 */
export function GanttChart({
  bars,
  links,
  today,
  scale,
  preview,
  onMove,
  label,
}: {
  bars: readonly GanttBar[];
  links: readonly GanttLink[];
  today: string;
  scale: GanttScale;
  /** Where a pending change would put bars, drawn as outlines over them. */
  preview?: ReadonlyMap<string, DaySpan>;
  onMove?: (bar: GanttBar, span: DaySpan) => void;
  /** The chart's accessible name. */
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const { date } = useFormatters();
  const rtl = i18n.dir() === 'rtl';
  const scrollRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const hintId = useId();
  const anyMovable = Boolean(onMove) && bars.some((bar) => bar.movable);

  const range = useMemo(
    () =>
      chartRange(
        [...bars.map((bar) => bar.span), ...(preview ? [...preview.values()] : [])],
        today,
      ),
    [bars, preview, today],
  );
  const width = chartWidth(range, scale);
  const dayWidth = DAY_WIDTH[scale];
  const rowOf = useMemo(() => new Map(bars.map((bar, index) => [bar.id, index])), [bars]);
  const axis = useMemo(() => ticks(range, scale), [range, scale]);

  const virtualizer = useVirtualizer({
    count: bars.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    enabled: bars.length > VIRTUALIZE_AFTER,
  });
  const rows =
    bars.length > VIRTUALIZE_AFTER
      ? virtualizer.getVirtualItems()
      : bars.map((_, index) => ({ index, start: index * ROW_HEIGHT }));

  const paths = useMemo(
    () =>
      links.flatMap((link) => {
        const fromRow = rowOf.get(link.from);
        const toRow = rowOf.get(link.to);
        if (fromRow === undefined || toRow === undefined) return [];
        const from = barGeometry(bars[fromRow]!.span, range, scale);
        const to = barGeometry(bars[toRow]!.span, range, scale);
        return [
          {
            key: `${link.from}>${link.to}`,
            violated: link.violated,
            d: arrowPath({ ...from, row: fromRow }, { offset: to.offset, row: toRow }, width, rtl),
          },
        ];
      }),
    [links, rowOf, bars, range, scale, width, rtl],
  );

  const spanText = (span: DaySpan) =>
    span.start === span.end
      ? date(new Date(`${span.start}T12:00:00Z`), DAY_FORMAT)
      : `${date(new Date(`${span.start}T12:00:00Z`), DAY_FORMAT)} – ${date(new Date(`${span.end}T12:00:00Z`), DAY_FORMAT)}`;

  function startDrag(event: PointerEvent<HTMLElement>, bar: GanttBar, resize: boolean) {
    if (!onMove || !bar.movable || event.button !== 0) return;
    const element = event.currentTarget.closest<HTMLElement>('[data-bar]');
    if (!element) return;
    event.preventDefault();
    event.stopPropagation();
    element.setPointerCapture(event.pointerId);
    drag.current = { id: bar.id, element, x: event.clientX, resize, width: element.offsetWidth };
  }

  function moveDrag(event: PointerEvent<HTMLElement>) {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.x;
    // Snap to whole days as it moves, so where it lands is where it shows.
    const days = dragDays(dx, scale, rtl);
    if (current.resize) {
      current.element.style.width = `${Math.max(dayWidth, current.width + days * dayWidth)}px`;
    } else {
      current.element.style.transform = `translateX(${(rtl ? -days : days) * dayWidth}px)`;
    }
  }

  function endDrag(event: PointerEvent<HTMLElement>, bar: GanttBar) {
    const current = drag.current;
    if (!current) return;
    drag.current = null;
    current.element.style.transform = '';
    current.element.style.width = '';
    const days = dragDays(event.clientX - current.x, scale, rtl);
    if (days !== 0) onMove?.(bar, shiftSpan(bar.span, days, current.resize));
  }

  function onBarKey(event: KeyboardEvent<HTMLElement>, bar: GanttBar) {
    if (!onMove || !bar.movable) return;
    const step =
      event.key === 'ArrowRight'
        ? 1
        : event.key === 'ArrowLeft'
          ? -1
          : event.key === 'Enter'
            ? 0
            : null;
    if (event.key === 'Escape' && pending) {
      event.preventDefault();
      setPending(null);
      return;
    }
    if (step === null) return;
    event.preventDefault();
    if (step === 0) {
      if (pending?.id === bar.id && pending.days !== 0) {
        onMove(bar, shiftSpan(bar.span, pending.days, pending.resize));
        setPending(null);
      }
      return;
    }
    // Arrow keys follow the screen: right is later left to right, earlier right to left.
    const days = rtl ? -step : step;
    setPending((previous) =>
      previous?.id === bar.id && previous.resize === event.shiftKey
        ? { ...previous, days: previous.days + days }
        : { id: bar.id, days, resize: event.shiftKey },
    );
  }

  const pendingBar = pending ? bars.find((bar) => bar.id === pending.id) : undefined;
  const pendingSpan =
    pending && pendingBar ? shiftSpan(pendingBar.span, pending.days, pending.resize) : null;
  const todayOffset = daysBetween(range.start, today) * dayWidth + dayWidth / 2;
  const height = bars.length * ROW_HEIGHT;

  return (
    <div className="flex flex-col gap-2">
      <div
        ref={scrollRef}
        role="region"
        aria-label={label}
        className="relative max-h-[70vh] overflow-auto rounded-xl border border-border bg-surface"
      >
        <div
          className="relative"
          style={{ width: TITLE_WIDTH + width, height: HEADER_HEIGHT + height }}
        >
          <div
            className="sticky top-0 z-20 flex border-b border-border bg-surface text-xs text-muted-fg"
            style={{ height: HEADER_HEIGHT, width: TITLE_WIDTH + width }}
            aria-hidden="true"
          >
            <div
              className="sticky z-30 shrink-0 border-e border-border bg-surface"
              style={{ width: TITLE_WIDTH, insetInlineStart: 0 }}
            />
            <div className="relative" style={{ width }}>
              {axis.map((tick) => (
                <span
                  key={tick.day}
                  className="absolute top-0 flex h-full items-center whitespace-nowrap border-s border-border ps-1"
                  style={{ insetInlineStart: tick.offset }}
                >
                  {scale === 'month'
                    ? date(new Date(`${tick.day}T12:00:00Z`), MONTH_FORMAT)
                    : scale === 'day'
                      ? tick.day.slice(8)
                      : date(new Date(`${tick.day}T12:00:00Z`), DAY_FORMAT)}
                </span>
              ))}
            </div>
          </div>
          <svg
            className="pointer-events-none absolute z-10"
            style={{ top: HEADER_HEIGHT, insetInlineStart: TITLE_WIDTH }}
            width={width}
            height={height}
            aria-hidden="true"
          >
            <defs>
              <marker
                id="gantt-arrow"
                viewBox="0 0 6 6"
                refX="6"
                refY="3"
                markerWidth="6"
                markerHeight="6"
                orient="auto"
              >
                <path d="M0 0 L6 3 L0 6 z" fill="#64748b" />
              </marker>
              <marker
                id="gantt-arrow-violated"
                viewBox="0 0 6 6"
                refX="6"
                refY="3"
                markerWidth="6"
                markerHeight="6"
                orient="auto"
              >
                <path d="M0 0 L6 3 L0 6 z" fill="#dc2626" />
              </marker>
            </defs>
            {paths.map((path) => (
              <path
                key={path.key}
                d={path.d}
                fill="none"
                stroke={path.violated ? '#dc2626' : '#64748b'}
                strokeWidth={path.violated ? 2 : 1.25}
                markerEnd={`url(#${path.violated ? 'gantt-arrow-violated' : 'gantt-arrow'})`}
              />
            ))}
          </svg>
          <div
            className="pointer-events-none absolute z-10 w-0.5 bg-red-500/70"
            style={{
              top: 0,
              height: HEADER_HEIGHT + height,
              insetInlineStart: TITLE_WIDTH + todayOffset,
            }}
            aria-hidden="true"
          />
          {rows.map((row) => {
            const bar = bars[row.index]!;
            const geometry = barGeometry(bar.span, range, scale);
            const ghost = pending?.id === bar.id ? pendingSpan : preview?.get(bar.id);
            const ghostGeometry = ghost ? barGeometry(ghost, range, scale) : null;
            const movable = Boolean(onMove) && bar.movable;
            const spanLabel = spanText(bar.span);
            return (
              <div
                key={bar.id}
                className="absolute flex border-b border-border/60"
                style={{
                  top: HEADER_HEIGHT + row.start,
                  height: ROW_HEIGHT,
                  width: TITLE_WIDTH + width,
                }}
              >
                <div
                  className="sticky z-20 flex shrink-0 items-center truncate border-e border-border bg-surface px-2 text-sm"
                  style={{ width: TITLE_WIDTH, insetInlineStart: 0 }}
                  title={bar.title}
                >
                  <span className="truncate">{bar.title}</span>
                </div>
                <div className="relative" style={{ width }}>
                  {ghostGeometry && (
                    <div
                      className="absolute top-1.5 rounded-md border-2 border-dashed border-primary"
                      style={{
                        insetInlineStart: ghostGeometry.offset,
                        width: ghostGeometry.width,
                        height: ROW_HEIGHT - 12,
                      }}
                      aria-hidden="true"
                    />
                  )}
                  <div
                    data-bar
                    role={movable ? 'button' : undefined}
                    tabIndex={movable ? 0 : undefined}
                    aria-label={`${bar.title}, ${spanLabel}${bar.critical ? `, ${t('gantt.critical')}` : ''}`}
                    aria-describedby={movable ? hintId : undefined}
                    className={`absolute top-1.5 flex items-center overflow-hidden rounded-md px-1.5 text-xs font-medium text-white outline-offset-2 ${
                      bar.kind === 'milestone'
                        ? 'bg-violet-600'
                        : bar.done
                          ? 'bg-green-600'
                          : 'bg-blue-600'
                    } ${bar.critical ? 'ring-2 ring-amber-400' : ''} ${
                      movable ? 'cursor-grab touch-none active:cursor-grabbing' : ''
                    }`}
                    style={{
                      insetInlineStart: geometry.offset,
                      width: geometry.width,
                      height: ROW_HEIGHT - 12,
                    }}
                    onPointerDown={(event) => startDrag(event, bar, false)}
                    onPointerMove={moveDrag}
                    onPointerUp={(event) => endDrag(event, bar)}
                    onPointerCancel={(event) => endDrag(event, bar)}
                    onKeyDown={(event) => onBarKey(event, bar)}
                    onBlur={() =>
                      setPending((current) => (current?.id === bar.id ? null : current))
                    }
                  >
                    <span className="truncate">{bar.title}</span>
                    {movable && (
                      <span
                        className="absolute inset-y-0 end-0 w-2 cursor-ew-resize"
                        onPointerDown={(event) => startDrag(event, bar, true)}
                        aria-hidden="true"
                      />
                    )}
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {anyMovable && (
        <p id={hintId} className="text-xs text-muted-fg">
          {t('gantt.keysHint')}
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {pendingBar && pendingSpan
          ? t('gantt.pendingMove', { title: pendingBar.title, dates: spanText(pendingSpan) })
          : ''}
      </p>
    </div>
  );
}
