import type { BurndownJson } from '@crewline/shared/contracts/insights';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { COLORS, dayDate, LONG_DAY } from './chart-parts.tsx';
import { taskHref } from './task-href.ts';

/** A scope change placed on the chart: on the remaining line, `stack` markers up on its day. */
export type MarkedChange = BurndownJson['scope_changes'][number] & { y: number; stack: number };

const RADIUS = 7;
const TIP_WIDTH = 208;
const TIP_HEIGHT = 72;

/**
 * One scope change on the burndown: a marker that names its task, what happened and the day on
 * hover or focus, and opens the task on click or Enter. A deleted task has nothing to open.
 */
export function ScopeMarker({ cx, cy, change }: { cx: number; cy: number; change: MarkedChange }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const y = cy - change.stack * (RADIUS * 2 + 2);
  const title = change.title ?? t('dataViz.burndown.deletedTask');
  const kind = t(`dataViz.burndown.kinds.${change.kind}`);
  const day = date(dayDate(change.day), LONG_DAY);
  const label = t('dataViz.burndown.markerLabel', { title, kind, day });
  const openTask = () => {
    if (change.title !== null) void navigate(taskHref(change.task_id));
  };
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      openTask();
    } else if (event.key === 'Escape') setOpen(false);
  };
  // The tip sits above the marker, or below it near the chart's top edge.
  const tipY = y - RADIUS - 6 - TIP_HEIGHT >= 0 ? y - RADIUS - 6 - TIP_HEIGHT : y + RADIUS + 6;
  return (
    <g
      role={change.title === null ? 'img' : 'link'}
      aria-label={label}
      tabIndex={change.title === null ? undefined : 0}
      className={change.title === null ? 'outline-none' : 'cursor-pointer outline-none'}
      onClick={openTask}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      <circle
        cx={cx}
        cy={y}
        r={RADIUS}
        fill={COLORS.scope}
        stroke={open ? 'currentColor' : 'white'}
        strokeWidth={open ? 3 : 1.5}
      />
      {open ? (
        <foreignObject
          x={Math.max(0, cx - TIP_WIDTH / 2)}
          y={tipY}
          width={TIP_WIDTH}
          height={TIP_HEIGHT}
          className="pointer-events-none overflow-visible"
        >
          <div
            role="tooltip"
            className="rounded-lg border border-border bg-surface px-2 py-1 text-xs text-fg shadow-md"
          >
            <p className="truncate font-semibold">{title}</p>
            <p>{kind}</p>
            <p className="text-fg-muted">{day}</p>
          </div>
        </foreignObject>
      ) : null}
    </g>
  );
}
