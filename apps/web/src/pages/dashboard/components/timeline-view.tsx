import {
  addDays,
  todayFor,
  type CalendarDay,
  type Clock,
} from '@crewline/shared/domain/calendar-day';
import { groupByDueDay } from '@crewline/shared/domain/dashboard-agenda';
import { dueDayOf } from '@crewline/shared/domain/due-labels';
import { weekDaysFrom, weekStartOf } from '@crewline/shared/domain/month-grid';
import { timelineBar, type TimelineBar } from '@crewline/shared/domain/timeline-bar';
import { WEEK_DAYS } from '@crewline/shared/limits';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../api/projects/types.ts';
import type { Task } from '../../../api/tasks/types.ts';
import { buttonClass, iconButtonClass } from '../../../components/button-styles.ts';
import { projectDisplayName } from '../../../features/projects/project-name.ts';
import { formatDay } from '../../../i18n/local-days.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { TimelineDay } from './timeline-day.tsx';

const NONE: never[] = [];

type TimelineViewProps = {
  projects: readonly Project[];
  tasks: readonly Task[];
  projectsById: ReadonlyMap<string, Project>;
  clock: Clock;
  onOpenTask: (task: Task) => void;
};

/**
 * The Timeline view: one Sun–Sat week with project bars (14 days before the due date
 * to the due date, filled to the completion percentage) over daily columns of tasks and
 * deadlines. Columns follow the page direction, so Arabic reads the week right to left.
 */
export function TimelineView({
  projects,
  tasks,
  projectsById,
  clock,
  onOpenTask,
}: TimelineViewProps) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const today = todayFor(clock);
  const thisWeek = weekStartOf(today);
  const [weekStart, setWeekStart] = useState(thisWeek);
  const days = weekDaysFrom(weekStart);
  const weekEnd = days[WEEK_DAYS - 1] ?? weekStart;

  const bars = useMemo(() => {
    const rows: { project: Project; bar: TimelineBar }[] = [];
    for (const project of projects) {
      const due = dueDayOf(project.due_date, clock.timeZone);
      const bar = due ? timelineBar(due, weekStart) : null;
      if (bar) rows.push({ project, bar });
    }
    return rows.sort((a, b) => a.bar.end.localeCompare(b.bar.end));
  }, [projects, weekStart, clock.timeZone]);
  const tasksByDay = useMemo(() => groupByDueDay(tasks, clock.timeZone), [tasks, clock.timeZone]);
  const deadlinesByDay = useMemo(
    () => groupByDueDay(projects, clock.timeZone),
    [projects, clock.timeZone],
  );

  const shortDay = (day: CalendarDay) => formatDay(day, locale, { month: 'short', day: 'numeric' });

  return (
    <section aria-label={t('overview.timeline.label')} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold" aria-live="polite">
          {t('overview.timeline.range', {
            start: shortDay(weekStart),
            end: formatDay(weekEnd, locale, { month: 'short', day: 'numeric', year: 'numeric' }),
          })}
        </h2>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={iconButtonClass()}
            aria-label={t('overview.timeline.previous')}
            onClick={() => setWeekStart((start) => addDays(start, -WEEK_DAYS))}
          >
            <ChevronLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            aria-pressed={weekStart === thisWeek}
            onClick={() => setWeekStart(thisWeek)}
          >
            {t('overview.timeline.thisWeek')}
          </button>
          <button
            type="button"
            className={iconButtonClass()}
            aria-label={t('overview.timeline.next')}
            onClick={() => setWeekStart((start) => addDays(start, WEEK_DAYS))}
          >
            <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />
          </button>
        </div>
      </div>

      <div className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-3 sm:p-4">
        <h3 className="text-sm font-semibold">{t('overview.timeline.projects')}</h3>
        <div
          aria-hidden="true"
          className="grid grid-cols-7 gap-1 text-center text-xs text-fg-muted"
        >
          {days.map((day) => (
            <span
              key={day}
              className={`rounded-md py-1 ${day === today ? 'bg-primary-soft font-semibold text-primary-soft-fg' : ''}`}
            >
              <span className="block">{formatDay(day, locale, { weekday: 'narrow' })}</span>
              <span className="block tabular-nums">
                {formatDay(day, locale, { day: 'numeric' })}
              </span>
            </span>
          ))}
        </div>
        {bars.length === 0 ? (
          <p className="py-2 text-sm text-fg-muted">{t('overview.timeline.noBars')}</p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="timeline-bars">
            {bars.map(({ project, bar }) => (
              <ProjectBar key={project.id} project={project} bar={bar} shortDay={shortDay} />
            ))}
          </ul>
        )}
      </div>

      <ol
        aria-label={t('overview.timeline.days')}
        className="grid gap-3 md:grid-cols-7 md:gap-2"
        data-testid="timeline-days"
      >
        {days.map((day) => (
          <TimelineDay
            key={day}
            day={day}
            isToday={day === today}
            deadlines={deadlinesByDay.get(day) ?? NONE}
            tasks={tasksByDay.get(day) ?? NONE}
            projectsById={projectsById}
            clock={clock}
            onOpenTask={onOpenTask}
          />
        ))}
      </ol>
    </section>
  );
}

function ProjectBar({
  project,
  bar,
  shortDay,
}: {
  project: Project;
  bar: TimelineBar;
  shortDay: (day: CalendarDay) => string;
}) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const name = projectDisplayName(project.title, t);
  const percent = number(project.progress / 100, { style: 'percent' });
  const progress = Math.min(100, Math.max(0, project.progress));
  // Only the bar's real ends are rounded; a cut end shows it continues past the week.
  const ends = `${bar.startsBefore ? '' : 'rounded-s-full'} ${bar.endsAfter ? '' : 'rounded-e-full'}`;
  return (
    <li className="flex flex-col gap-1">
      <span className="flex items-center justify-between gap-2 text-xs">
        <span dir="auto" className="rtl:text-right truncate font-medium">
          {name}
        </span>
        <span className="shrink-0 text-fg-muted tabular-nums">{percent}</span>
      </span>
      <div className="grid grid-cols-7 gap-1">
        <div
          role="img"
          aria-label={t('overview.timeline.barLabel', {
            name,
            start: shortDay(bar.start),
            end: shortDay(bar.end),
            percent,
          })}
          style={{ gridColumn: `${bar.firstColumn + 1} / ${bar.lastColumn + 2}` }}
          className={`h-3 overflow-hidden bg-primary-soft ${ends}`}
        >
          <div className="h-full bg-primary" style={{ width: `${progress}%` }} />
        </div>
      </div>
    </li>
  );
}
