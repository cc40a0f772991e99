import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMembers } from '../../api/members/use-members.ts';
import type { Project } from '../../api/projects/types.ts';
import { useProjectTimeEntries } from '../../api/time-entries/use-project-time-entries.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { HoursChart } from './hours-chart.tsx';
import { downloadText, timeEntriesCsv } from './time-csv.ts';
import { ALL_ENTRIES, buildTimesheet, filterEntries } from './timesheet.ts';
import { TimesheetFilters } from './timesheet-filters.tsx';
import { TimesheetTable } from './timesheet-table.tsx';
import { mondayOf, utcDayOf, weekDays } from './week.ts';
import { WeekNavigation } from './week-navigation.tsx';

/**
 * A project's week of time: navigation, filters, the per-member per-day table with billable and
 * non-billable totals, a CSV of the week's (filtered) entries and a chart of hours per member.
 * Everyone in the project sees it; it changes nothing, so observers see the same.
 */
export function ProjectTimesheet({ project, today }: { project: Project; today?: string }) {
  const { t, i18n } = useTranslation();
  const thisMonday = mondayOf(today ?? utcDayOf(new Date()));
  const [monday, setMonday] = useState(thisMonday);
  const [filters, setFilters] = useState(ALL_ENTRIES);
  const days = useMemo(() => weekDays(monday), [monday]);
  const entries = useProjectTimeEntries(project.id, { start_date: days[0]!, end_date: days[6]! });
  const members = useMembers(project.id);

  const all = useMemo(() => entries.data ?? [], [entries.data]);
  const shown = useMemo(() => filterEntries(all, filters), [all, filters]);
  const people = useMemo(
    () =>
      (members.data ?? [])
        .filter((member) => filters.userId === '' || member.user_id === filters.userId)
        .map((member) => ({ userId: member.user_id, name: member.name })),
    [members.data, filters.userId],
  );
  const sheet = useMemo(() => buildTimesheet(shown, days, people), [shown, days, people]);
  const memberOptions = useMemo(() => {
    const options = new Map<string, string>();
    for (const member of members.data ?? []) options.set(member.user_id, member.name);
    for (const entry of all)
      if (!options.has(entry.user_id)) options.set(entry.user_id, entry.user_name);
    return [...options].map(([value, label]) => ({ value, label }));
  }, [members.data, all]);
  const taskOptions = useMemo(() => {
    const options = new Map<string, string>();
    for (const entry of all)
      if (entry.task_id) options.set(entry.task_id, entry.task_title ?? entry.task_id);
    return [...options]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [all]);

  return (
    <section aria-labelledby="timesheet-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="timesheet-title" className="text-lg font-semibold">
          {t('timeTracking.sheet.title')}
        </h2>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={!entries.isSuccess}
          onClick={() =>
            downloadText(t('timeTracking.export.fileName', { week: monday }), timeEntriesCsv(shown))
          }
        >
          <Download aria-hidden="true" className="size-4" />
          {t('timeTracking.export.csv')}
        </button>
      </div>
      {project.role === 'observer' ? (
        <p className="text-sm text-fg-muted">{t('timeTracking.sheet.readOnly')}</p>
      ) : null}
      <WeekNavigation monday={monday} thisMonday={thisMonday} onChange={setMonday} />
      <p className="text-xs text-fg-muted">{t('timeTracking.sheet.daysInUtc')}</p>
      <TimesheetFilters
        filters={filters}
        onChange={setFilters}
        members={memberOptions}
        tasks={taskOptions}
      />
      {entries.isError ? (
        <FormAlert tone="error">{t('timeTracking.sheet.loadFailed')}</FormAlert>
      ) : null}
      <TimesheetTable sheet={sheet} days={days} />
      {entries.isSuccess && shown.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('timeTracking.sheet.empty')}</p>
      ) : null}
      {sheet.rows.length > 0 ? <HoursChart rows={sheet.rows} rtl={i18n.dir() === 'rtl'} /> : null}
    </section>
  );
}
