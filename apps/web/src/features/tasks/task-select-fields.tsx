import {
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskPriority,
  type TaskStatus,
} from '@crewline/shared';
import { useTranslation } from 'react-i18next';
import { useMembers } from '../../api/members/use-members.ts';
import { inputClass } from '../../components/text-field.tsx';

type SelectProps<T extends string> = {
  id: string;
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
};

/** A native select of the four task statuses. */
export function StatusSelect({ id, value, onChange, disabled }: SelectProps<TaskStatus>) {
  const { t } = useTranslation();
  return (
    <select
      id={id}
      className={inputClass}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as TaskStatus)}
    >
      {TASK_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`tasks.status.${status}`)}
        </option>
      ))}
    </select>
  );
}

/** A native select of the three task priorities. */
export function PrioritySelect({ id, value, onChange, disabled }: SelectProps<TaskPriority>) {
  const { t } = useTranslation();
  return (
    <select
      id={id}
      className={inputClass}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as TaskPriority)}
    >
      {TASK_PRIORITIES.map((priority) => (
        <option key={priority} value={priority}>
          {t(`tasks.priority.${priority}`)}
        </option>
      ))}
    </select>
  );
}

/**
 * The members of a project to assign a task to, '' meaning unassigned. The current assignee
 * stays listed while the members load (or if they left) so the select never shows a wrong name.
 */
export function AssigneeSelect({
  id,
  projectId,
  value,
  currentName,
  onChange,
  disabled,
}: SelectProps<string> & { projectId: string; currentName?: string | null }) {
  const { t } = useTranslation();
  const members = useMembers(projectId);
  const list = members.data ?? [];
  const missing = value !== '' && !list.some((member) => member.id === value);
  return (
    <select
      id={id}
      className={inputClass}
      value={value}
      disabled={disabled}
      aria-busy={members.isPending || undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t('tasks.form.unassigned')}</option>
      {missing ? <option value={value}>{currentName ?? value}</option> : null}
      {list.map((member) => (
        <option key={member.id} value={member.id}>
          {member.name}
        </option>
      ))}
    </select>
  );
}
