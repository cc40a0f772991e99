import type { RoadmapJson } from '@crewline/shared/contracts/roadmaps';
import { daysBetween } from '@crewline/shared/domain/calendar-day';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { chartRange, ticks } from './gantt/gantt-layout.ts';
import { STATUS_COLOR } from './roadmap-status.tsx';

const WIDTH = 800;
const LABEL_WIDTH = 200;
const ROW = 32;
const AXIS = 28;
const PAD = 12;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Arabic", sans-serif';
const MONTH: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric', timeZone: 'UTC' };

/**
 * The roadmaps over time: each a bar from its first milestone's start to its last one's due day,
 * coloured by status and filled to its progress, under a month axis with a line on today. Drawn
 * with explicit attributes only, so the same drawing is the PNG export. Mirrored right to left.
 */
export const RoadmapTimeline = forwardRef<
  SVGSVGElement,
  { roadmaps: readonly RoadmapJson[]; today: string }
>(function RoadmapTimeline({ roadmaps, today }, ref) {
  const { t, i18n } = useTranslation();
  const { date } = useFormatters();
  const rtl = i18n.dir() === 'rtl';
  const dated = roadmaps.filter((roadmap) => roadmap.start_date && roadmap.end_date);
  const range = chartRange(
    dated.map((roadmap) => ({ start: roadmap.start_date!, end: roadmap.end_date! })),
    today,
  );
  const days = daysBetween(range.start, range.end) + 1;
  const span = WIDTH - LABEL_WIDTH - PAD * 2;
  // Logical x: from where time starts; mirrored for a right-to-left reader.
  const logical = (day: string) =>
    LABEL_WIDTH + PAD + (daysBetween(range.start, day) / days) * span;
  const x = (value: number) => (rtl ? WIDTH - value : value);
  const height = AXIS + dated.length * ROW + PAD;
  const monthTicks = ticks(range, 'month');
  const todayX = x(logical(today) + span / days / 2);

  return (
    <svg
      ref={ref}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      role="img"
      aria-label={t('roadmaps.timeline.label')}
      fontFamily={FONT}
      fontSize={12}
      direction={rtl ? 'rtl' : 'ltr'}
    >
      <rect x={0} y={0} width={WIDTH} height={height} fill="#ffffff" />
      {monthTicks.map((tick) => {
        const tickX = x(logical(tick.day));
        return (
          <g key={tick.day}>
            <line x1={tickX} x2={tickX} y1={AXIS - 6} y2={height - PAD} stroke="#e2e8f0" />
            <text x={tickX + (rtl ? -4 : 4)} y={AXIS - 10} fill="#64748b" textAnchor="start">
              {date(new Date(`${tick.day}T12:00:00Z`), MONTH)}
            </text>
          </g>
        );
      })}
      {dated.map((roadmap, index) => {
        const y = AXIS + index * ROW;
        const start = logical(roadmap.start_date!);
        const end = logical(roadmap.end_date!) + span / days;
        const width = Math.max(end - start, 2);
        const filled = (width * roadmap.progress) / 100;
        const color = STATUS_COLOR[roadmap.status];
        return (
          <g key={roadmap.id}>
            <text x={x(PAD)} y={y + ROW / 2 + 4} fill="#0f172a" textAnchor="start">
              {roadmap.title.length > 28 ? `${roadmap.title.slice(0, 27)}…` : roadmap.title}
            </text>
            <rect
              x={rtl ? WIDTH - start - width : start}
              y={y + 8}
              width={width}
              height={ROW - 16}
              rx={4}
              fill={color}
              fillOpacity={0.25}
              stroke={color}
            />
            <rect
              x={rtl ? WIDTH - start - filled : start}
              y={y + 8}
              width={filled}
              height={ROW - 16}
              rx={4}
              fill={color}
            />
          </g>
        );
      })}
      <line
        x1={todayX}
        x2={todayX}
        y1={AXIS - 6}
        y2={height - PAD}
        stroke="#ef4444"
        strokeWidth={1.5}
      />
      <text x={todayX} y={height - 1} fill="#ef4444" textAnchor="middle" fontSize={10}>
        {t('roadmaps.timeline.today')}
      </text>
    </svg>
  );
});
