import {
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskPriority,
  type TaskStatus,
} from '@crewline/shared/domain/task-enums';
import { useTranslation } from 'react-i18next';
import { useMembers } from '../../api/members/use-members.ts';
import type { Project } from '../../api/projects/types.ts';
import { inputClass } from '../../components/text-field.tsx';
import { projectDisplayName } from '../projects/project-name.ts';

type SelectProps<T extends string> = {
  id: string;
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
};

/** A native select over a fixed list of codes, each shown by its translated label. */
function CodeSelect<T extends string>({
  id,
  value,
  onChange,
  disabled,
  codes,
  label,
}: SelectProps<T> & { codes: readonly T[]; label: (code: T) => string }) {
  return (
    <select
      id={id}
      className={inputClass}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as T)}
    >
      {codes.map((code) => (
        <option key={code} value={code}>
          {label(code)}
        </option>
      ))}
    </select>
  );
}

/** A native select of the four task statuses. */
export function StatusSelect(props: SelectProps<TaskStatus>) {
  const { t } = useTranslation();
  return (
    <CodeSelect {...props} codes={TASK_STATUSES} label={(code) => t(`tasks.status.${code}`)} />
  );
}

/** A native select of the three task priorities. */
export function PrioritySelect(props: SelectProps<TaskPriority>) {
  const { t } = useTranslation();
  return (
    <CodeSelect {...props} codes={TASK_PRIORITIES} label={(code) => t(`tasks.priority.${code}`)} />
  );
}

/**
 * The members of a project to assign a task to, '' meaning unassigned; observers are not
 * offered (they may not work on tasks, and the server refuses them). The current assignee
 * stays listed while the members load (or if they left, or now observe) so the select never
 * shows a wrong name.
 * With no project chosen yet (`projectId` '') it is disabled and offers only "Unassigned".
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
  const list = (members.data ?? []).filter((member) => member.role !== 'observer');
  const missing = value !== '' && !list.some((member) => member.id === value);
  // A 200-character name as an option would otherwise widen the form past a phone's screen.
  return (
    <select
      id={id}
      className={`${inputClass} min-w-0 max-w-full`}
      value={value}
      disabled={disabled || projectId === ''}
      aria-busy={members.isLoading || undefined}
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

/**
 * The options of a project picker: a disabled "choose a project" placeholder (while nothing is
 * chosen, when `placeholder`), then each project by its display name.
 */
export function ProjectOptions({
  projects,
  placeholder,
}: {
  projects: readonly Pick<Project, 'id' | 'title'>[];
  placeholder: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {placeholder ? (
        <option value="" disabled>
          {t('tasks.form.projectPlaceholder')}
        </option>
      ) : null}
      {projects.map((project) => (
        <option key={project.id} value={project.id}>
          {projectDisplayName(project.title, t)}
        </option>
      ))}
    </>
  );
}
