import { useTranslation } from 'react-i18next';
import { useProject } from '../../api/projects/use-project.ts';
import type { Task } from '../../api/tasks/types.ts';
import { useTaskTimeEntries } from '../../api/time-entries/use-task-time-entries.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { ManualEntryForm } from './manual-entry-form.tsx';
import { TaskTimer } from './task-timer.tsx';
import { TimeEntryList } from './time-entry-list.tsx';
import { useDurationText } from './use-duration-text.ts';

/**
 * The task dialog's Time section: the timer, manual entry (members; observers only read), the
 * task's entries and their total.
 */
export function TaskTimeSection({ task }: { task: Pick<Task, 'id' | 'project_id'> }) {
  const { t } = useTranslation();
  const entries = useTaskTimeEntries(task.id);
  const project = useProject(task.project_id);
  const duration = useDurationText();
  // Observers read only; while the project loads nothing is offered rather than refused later.
  const canLog = project.data !== undefined && project.data.role !== 'observer';
  const list = entries.data ?? [];
  const total = list.reduce((sum, entry) => sum + (entry.duration_minutes ?? 0), 0);

  return (
    <section
      aria-labelledby={`time-${task.id}`}
      className="mt-6 flex flex-col gap-3 border-t border-border pt-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`time-${task.id}`} className="text-base font-semibold">
          {t('timeTracking.section.title')}
        </h3>
        <span className="text-sm font-medium">
          {t('timeTracking.section.total', { duration: duration(total) })}
        </span>
      </div>
      {canLog ? <TaskTimer task={task} /> : null}
      {entries.isError ? (
        <FormAlert tone="error">{t('timeTracking.section.loadFailed')}</FormAlert>
      ) : list.length > 0 ? (
        <TimeEntryList entries={list} />
      ) : entries.isSuccess ? (
        <p className="text-sm text-fg-muted">{t('timeTracking.section.empty')}</p>
      ) : null}
      {canLog ? (
        <ManualEntryForm task={task} billableByDefault={project.data.billable_by_default} />
      ) : null}
    </section>
  );
}
