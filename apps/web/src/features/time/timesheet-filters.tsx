import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../components/text-field.tsx';
import { NO_TASK, type TimesheetFilters as Filters } from './timesheet.ts';

type Option = { value: string; label: string };

/** Member, billable and task filters of the timesheet. */
export function TimesheetFilters({
  filters,
  onChange,
  members,
  tasks,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
  members: Option[];
  tasks: Option[];
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="sr-only">{t('timeTracking.filters.label')}</legend>
      <Select
        label={t('timeTracking.filters.member')}
        value={filters.userId}
        onChange={(userId) => onChange({ ...filters, userId })}
      >
        <option value="">{t('timeTracking.filters.allMembers')}</option>
        {members.map((member) => (
          <option key={member.value} value={member.value}>
            {member.label}
          </option>
        ))}
      </Select>
      <Select
        label={t('timeTracking.filters.billable')}
        value={filters.billable}
        onChange={(billable) => onChange({ ...filters, billable: billable as Filters['billable'] })}
      >
        <option value="all">{t('timeTracking.filters.allEntries')}</option>
        <option value="billable">{t('timeTracking.filters.billableOnly')}</option>
        <option value="non_billable">{t('timeTracking.filters.nonBillableOnly')}</option>
      </Select>
      <Select
        label={t('timeTracking.filters.task')}
        value={filters.taskId}
        onChange={(taskId) => onChange({ ...filters, taskId })}
      >
        <option value="">{t('timeTracking.filters.allTasks')}</option>
        <option value={NO_TASK}>{t('timeTracking.filters.noTask')}</option>
        {tasks.map((task) => (
          <option key={task.value} value={task.value}>
            {task.label}
          </option>
        ))}
      </Select>
    </fieldset>
  );
}

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
    </div>
  );
}
