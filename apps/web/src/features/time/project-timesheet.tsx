import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMembers } from '../../api/members/use-members.ts';
import type { Project } from '../../api/projects/types.ts';
import { useProjectTasks } from '../../api/tasks/use-project-tasks.ts';
import { fetchProjectTimeEntries } from '../../api/time-entries/time-entries-api.ts';
import { useProjectTimesheet } from '../../api/time-entries/use-project-timesheet.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { HoursChart } from './hours-chart.tsx';
import { downloadText, timeEntriesCsv } from './time-csv.ts';
import {
  ALL_ENTRIES,
  filterEntries,
  sumMinutes,
  timesheetFromSums,
  timesheetQueryOf,
} from './timesheet.ts';
import { TimesheetFilters } from './timesheet-filters.tsx';
import { TimesheetTable } from './timesheet-table.tsx';
import { mondayOf, utcDayOf, weekDays } from './week.ts';
import { WeekNavigation } from './week-navigation.tsx';

/**
 * A project's week of time: navigation, filters, the per-member per-day table with billable and
 * non-billable totals (summed by the server, so a project with years of entries costs the same),
 * a CSV of the week's (filtered) entries fetched when asked for, and a chart of hours per member.
 * Everyone in the project sees it; it changes nothing, so observers see the same.
 */
export function ProjectTimesheet({ project, today }: { project: Project; today?: string }) {
  const { t, i18n } = useTranslation();
  const thisMonday = mondayOf(today ?? utcDayOf(new Date()));
  const [monday, setMonday] = useState(thisMonday);
  const [filters, setFilters] = useState(ALL_ENTRIES);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const days = useMemo(() => weekDays(monday), [monday]);
  const query = useMemo(() => timesheetQueryOf(filters), [filters]);
  const sums = useProjectTimesheet(project.id, monday, query);
  const members = useMembers(project.id);
  const tasks = useProjectTasks(project.id);

  const sheet = useMemo(() => (sums.data ? timesheetFromSums(sums.data) : null), [sums.data]);
  const memberOptions = useMemo(() => {
    const options = new Map<string, string>();
    for (const member of members.data ?? []) options.set(member.user_id, member.name);
    for (const row of sheet?.rows ?? [])
      if (!options.has(row.userId)) options.set(row.userId, row.name);
    return [...options].map(([value, label]) => ({ value, label }));
  }, [members.data, sheet]);
  const taskOptions = useMemo(
    () =>
      (tasks.data ?? [])
        .map((task) => ({ value: task.id, label: task.title }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [tasks.data],
  );

  // The CSV lists entries, which the sums do not carry: the week's are fetched on demand.
  const exportCsv = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      const entries = await fetchProjectTimeEntries(project.id, {
        start_date: days[0]!,
        end_date: days[6]!,
      });
      const shown = filterEntries(entries, filters).sort((a, b) =>
        a.start_time.localeCompare(b.start_time),
      );
      downloadText(t('timeTracking.export.fileName', { week: monday }), timeEntriesCsv(shown));
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="timesheet-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="timesheet-title" className="text-lg font-semibold">
          {t('timeTracking.sheet.title')}
        </h2>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={!sums.isSuccess || exporting}
          onClick={() => void exportCsv()}
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
      {sums.isError || exportFailed ? (
        <FormAlert tone="error">
          {t(exportFailed ? 'timeTracking.export.failed' : 'timeTracking.sheet.loadFailed')}
        </FormAlert>
      ) : null}
      {sheet ? <TimesheetTable sheet={sheet} days={days} /> : null}
      {sheet && sumMinutes(sheet.total) === 0 ? (
        <p className="text-sm text-fg-muted">{t('timeTracking.sheet.empty')}</p>
      ) : null}
      {sheet && sheet.rows.length > 0 ? (
        <HoursChart rows={sheet.rows} rtl={i18n.dir() === 'rtl'} />
      ) : null}
    </section>
  );
}
