import type { CalendarDay, Clock } from '@crewline/shared/domain/calendar-day';
import { isOverdue } from '@crewline/shared/domain/due-labels';
import { isTaskDone } from '@crewline/shared/domain/task-enums';
import { CALENDAR_TASKS_PER_DAY } from '@crewline/shared/limits';
import { AlertCircle, Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../api/projects/types.ts';
import type { Task } from '../../../api/tasks/types.ts';
import { projectDisplayName } from '../../../features/projects/project-name.ts';
import { formatDay } from '../../../i18n/local-days.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';

type CalendarDayCellProps = {
  day: CalendarDay;
  inMonth: boolean;
  isToday: boolean;
  deadlines: readonly Project[];
  tasks: readonly Task[];
  clock: Clock;
  onOpen: (day: CalendarDay) => void;
};

function taskTone(task: Task, clock: Clock): string {
  if (isTaskDone(task.status))
    return 'bg-emerald-50 text-emerald-800 line-through dark:bg-emerald-950/50 dark:text-emerald-200';
  if (isOverdue(task.due_date, task.status, clock))
    return 'bg-red-50 text-red-800 dark:bg-red-950/50 dark:text-red-200';
  return 'bg-sky-50 text-sky-800 dark:bg-sky-950/50 dark:text-sky-200';
}

/**
 * One day of the month grid: the day number, a red alert when unfinished tasks are due, the
 * project deadlines and at most 3 tasks with "+N more". A day with items is a
 * button that opens its dialog; phones get coloured marks instead of titles.
 */
export function CalendarDayCell({
  day,
  inMonth,
  isToday,
  deadlines,
  tasks,
  clock,
  onOpen,
}: CalendarDayCellProps) {
  const { t } = useTranslation();
  const { locale, number } = useFormatters();
  const count = deadlines.length + tasks.length;
  const shown = tasks.slice(0, CALENDAR_TASKS_PER_DAY);
  const hidden = tasks.length - shown.length;
  const alert = tasks.some((task) => !isTaskDone(task.status));
  const base = `flex h-full min-h-16 w-full flex-col gap-1 p-1 text-start sm:min-h-28 sm:p-1.5 ${
    inMonth ? 'bg-surface' : 'bg-muted/40 text-fg-muted'
  }`;

  const content = (
    <>
      <span className="flex items-center justify-between gap-1">
        <span
          className={`flex size-6 items-center justify-center rounded-full text-xs font-medium tabular-nums sm:size-7 sm:text-sm ${
            isToday ? 'bg-primary text-primary-fg' : ''
          }`}
        >
          {formatDay(day, locale, { day: 'numeric' })}
        </span>
        {alert ? (
          <AlertCircle
            aria-label={t('overview.calendar.alert')}
            role="img"
            className="size-4 shrink-0 text-red-600 dark:text-red-400"
          />
        ) : null}
      </span>
      {count > 0 ? (
        <>
          <span className="hidden min-w-0 flex-col gap-0.5 sm:flex">
            {deadlines.map((project) => (
              <span
                key={project.id}
                title={projectDisplayName(project.title, t)}
                className="flex min-w-0 items-center gap-1 rounded bg-violet-100 px-1 py-0.5 text-xs font-medium text-violet-800 dark:bg-violet-950 dark:text-violet-200"
              >
                <Flag
                  aria-label={t('overview.calendar.deadline')}
                  role="img"
                  className="size-3 shrink-0"
                />
                <span dir="auto" className="rtl:text-right truncate">
                  {projectDisplayName(project.title, t)}
                </span>
              </span>
            ))}
            {shown.map((task) => (
              <span
                key={task.id}
                title={task.title}
                dir="auto"
                className={`truncate rounded px-1 py-0.5 text-xs rtl:text-right ${taskTone(task, clock)}`}
              >
                {task.title}
              </span>
            ))}
            {hidden > 0 ? (
              <span className="px-1 text-xs font-medium text-fg-muted">
                {t('overview.calendar.more', { count: hidden })}
              </span>
            ) : null}
          </span>
          <span aria-hidden="true" className="flex flex-wrap items-center gap-0.5 sm:hidden">
            {deadlines.map((project) => (
              <span key={project.id} className="size-2 rounded-sm bg-violet-500" />
            ))}
            {shown.map((task) => (
              <span key={task.id} className={`size-2 rounded-full ${dotTone(task, clock)}`} />
            ))}
            {hidden > 0 ? (
              <span className="text-[0.65rem] leading-none text-fg-muted">
                {number(hidden, { signDisplay: 'always' })}
              </span>
            ) : null}
          </span>
        </>
      ) : null}
    </>
  );

  if (count === 0) return <div className={base}>{content}</div>;
  return (
    <button
      type="button"
      onClick={() => onOpen(day)}
      className={`${base} transition-colors hover:bg-primary-soft/40 focus-visible:relative focus-visible:z-10`}
    >
      {/* Named by what it shows, day number first (WCAG 2.5.3), then the full date and count. */}
      {content}
      <span className="sr-only">
        {t('overview.calendar.dayLabel', {
          date: formatDay(day, locale, { weekday: 'long', month: 'long', day: 'numeric' }),
          count,
        })}
      </span>
    </button>
  );
}

function dotTone(task: Task, clock: Clock): string {
  if (isTaskDone(task.status)) return 'bg-emerald-500';
  if (isOverdue(task.due_date, task.status, clock)) return 'bg-red-500';
  return 'bg-sky-500';
}
