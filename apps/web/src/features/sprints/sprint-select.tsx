import { useTranslation } from 'react-i18next';
import { useProjectSprints } from '../../api/sprints/use-sprints.ts';
import { inputClass } from '../../components/text-field.tsx';

/**
 * A native select of the project's open sprints and "No sprint". A task already in a closed
 * sprint keeps it listed (and selected), so saving other fields does not move it out.
 */
export function SprintSelect({
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
  const sprints = useProjectSprints(projectId).data ?? [];
  const offered = sprints.filter((s) => !s.closed_at || s.id === value);
  return (
    <select
      id={id}
      className={`${inputClass} min-w-0 max-w-full`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t('sprints.field.none')}</option>
      {value !== '' && !offered.some((s) => s.id === value) ? (
        // Listed while the sprints load, so the select does not fall back to "No sprint".
        <option value={value}>…</option>
      ) : null}
      {offered.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </select>
  );
}
