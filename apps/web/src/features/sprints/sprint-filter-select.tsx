import { FILTER_ALL } from '@crewline/shared/domain/task-search';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectSprints } from '../../api/sprints/use-sprints.ts';
import { inputClass } from '../../components/text-field.tsx';
import { NO_SPRINT } from './sprint-filter.ts';
import { openFirst } from './sprint-order.ts';

/** "Sprint": All sprints, No sprint, then the project's sprints (open ones first). */
export function SprintFilterSelect({
  projectId,
  value,
  onChange,
}: {
  projectId: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const sprints = openFirst(useProjectSprints(projectId).data ?? []);
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('sprints.filter.label')}
      </label>
      <select
        id={id}
        className={`${inputClass} w-auto min-w-0 max-w-[min(16rem,60vw)]`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value={FILTER_ALL}>{t('sprints.filter.all')}</option>
        <option value={NO_SPRINT}>{t('sprints.filter.none')}</option>
        {sprints.map((s) => (
          <option key={s.id} value={s.id}>
            {s.closed_at ? `${s.name} (${t('sprints.closed')})` : s.name}
          </option>
        ))}
      </select>
    </div>
  );
}
