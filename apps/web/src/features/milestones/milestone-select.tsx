import { useTranslation } from 'react-i18next';
import { useProjectMilestones } from '../../api/milestones/use-milestones.ts';
import { inputClass } from '../../components/text-field.tsx';

/** A native select of the project's milestones and "No milestone". */
export function MilestoneSelect({
  id,
  projectId,
  value,
  onChange,
}: {
  id: string;
  projectId: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const milestones = useProjectMilestones(projectId).data ?? [];
  return (
    <select
      id={id}
      className={`${inputClass} min-w-0 max-w-full`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t('tasks.form.noMilestone')}</option>
      {value !== '' && !milestones.some((m) => m.id === value) ? (
        // Listed while the milestones load, so the select does not fall back to "No milestone".
        <option value={value}>…</option>
      ) : null}
      {milestones.map((m) => (
        <option key={m.id} value={m.id}>
          {m.name}
        </option>
      ))}
    </select>
  );
}
