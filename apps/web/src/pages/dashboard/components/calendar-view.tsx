import { todayFor, type CalendarDay, type Clock } from '@crewline/shared/domain/calendar-day';
import { groupByDueDay } from '@crewline/shared/domain/dashboard-agenda';
import {
  addMonths,
  firstDayOfMonth,
  monthGrid,
  monthOfDay,
  weekDaysFrom,
} from '@crewline/shared/domain/month-grid';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../api/projects/types.ts';
import type { Task } from '../../../api/tasks/types.ts';
import { buttonClass, iconButtonClass } from '../../../components/button-styles.ts';
import { formatDay } from '../../../i18n/local-days.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { CalendarDayCell } from './calendar-day-cell.tsx';
import { DayDialog } from './day-dialog.tsx';

// 1 January 2023 was a Sunday: its week gives the weekday names in Sun–Sat order.
const A_SUNDAY = '2023-01-01';
const NONE: never[] = [];

type CalendarViewProps = {
  projects: readonly Project[];
  tasks: readonly Task[];
  projectsById: ReadonlyMap<string, Project>;
  clock: Clock;
  onOpenTask: (task: Task) => void;
};

/**
 * The Calendar view: a Sun–Sat month grid with previous, Today and next; project
 * deadlines and tasks sit on their due day, and a day with items opens its dialog. In Arabic the
 * grid's columns run right to left with the page direction.
 */
export function CalendarView({
  projects,
  tasks,
  projectsById,
  clock,
  onOpenTask,
}: CalendarViewProps) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const today = todayFor(clock);
  const [month, setMonth] = useState(() => monthOfDay(today));
  const [openDay, setOpenDay] = useState<CalendarDay | null>(null);
  const weeks = useMemo(() => monthGrid(month), [month]);
  const tasksByDay = useMemo(() => groupByDueDay(tasks, clock.timeZone), [tasks, clock.timeZone]);
  const deadlinesByDay = useMemo(
    () => groupByDueDay(projects, clock.timeZone),
    [projects, clock.timeZone],
  );
  const weekdays = weekDaysFrom(A_SUNDAY);

  return (
    <section aria-label={t('overview.calendar.label')} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold" aria-live="polite">
          {formatDay(firstDayOfMonth(month), locale, { month: 'long', year: 'numeric' })}
        </h2>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={iconButtonClass()}
            aria-label={t('overview.calendar.previous')}
            onClick={() => setMonth((current) => addMonths(current, -1))}
          >
            <ChevronLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => setMonth(monthOfDay(today))}
          >
            {t('overview.calendar.today')}
          </button>
          <button
            type="button"
            className={iconButtonClass()}
            aria-label={t('overview.calendar.next')}
            onClick={() => setMonth((current) => addMonths(current, 1))}
          >
            <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />
          </button>
        </div>
      </div>

      <div className="overflow-hidden rounded-2xl border border-border bg-border">
        <div aria-hidden="true" className="grid grid-cols-7 gap-px">
          {weekdays.map((day) => (
            <div
              key={day}
              className="bg-muted py-2 text-center text-xs font-semibold text-fg-muted"
            >
              <span className="sm:hidden">{formatDay(day, locale, { weekday: 'narrow' })}</span>
              <span className="hidden sm:inline">
                {formatDay(day, locale, { weekday: 'short' })}
              </span>
            </div>
          ))}
        </div>
        <ol className="grid grid-cols-7 gap-px border-t border-border" data-testid="month-grid">
          {weeks.flat().map((day) => (
            <li key={day} className="min-w-0" data-day={day}>
              <CalendarDayCell
                day={day}
                inMonth={monthOfDay(day) === month}
                isToday={day === today}
                deadlines={deadlinesByDay.get(day) ?? NONE}
                tasks={tasksByDay.get(day) ?? NONE}
                clock={clock}
                onOpen={setOpenDay}
              />
            </li>
          ))}
        </ol>
      </div>

      <DayDialog
        day={openDay}
        deadlines={openDay ? (deadlinesByDay.get(openDay) ?? NONE) : NONE}
        tasks={openDay ? (tasksByDay.get(openDay) ?? NONE) : NONE}
        projectsById={projectsById}
        clock={clock}
        onClose={() => setOpenDay(null)}
        onOpenTask={onOpenTask}
      />
    </section>
  );
}
