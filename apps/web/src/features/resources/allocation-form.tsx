import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Allocation, Resource } from '../../api/resources/resources-api.ts';
import { overAllocatedDaysOf, useSaveAllocation } from '../../api/resources/use-resources.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextField, inputClass } from '../../components/text-field.tsx';
import { describeError } from '../../i18n/describe-error.ts';
import { useResourceDates } from './use-resource-dates.ts';

/**
 * Adds or edits an allocation. The server decides over-allocation (it knows every booking and
 * holds the lock); its 409 days are listed here in the interface language.
 */
export function AllocationForm({
  projectId,
  resources,
  editing,
  onDone,
}: {
  projectId: string;
  resources: readonly Resource[];
  editing?: Allocation;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const dates = useResourceDates();
  const save = useSaveAllocation(projectId);
  const [resourceId, setResourceId] = useState(editing?.resource_id ?? resources[0]?.id ?? '');
  const [start, setStart] = useState(editing?.start_date ?? '');
  const [end, setEnd] = useState(editing?.end_date ?? '');
  const [hours, setHours] = useState(editing ? String(editing.hours_per_day) : '');
  const [note, setNote] = useState(editing?.note ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        resourceId,
        allocationId: editing?.id,
        input: {
          project_id: projectId,
          start_date: start,
          end_date: end,
          hours_per_day: Number(hours),
          note,
        },
      },
      { onSuccess: onDone },
    );
  };

  const days = overAllocatedDaysOf(save.error);
  const error = save.error
    ? days.length > 0
      ? t('resourcePlanning.allocationForm.overAllocated', { days: dates.days(days) })
      : describeError(save.error, t, t('resourcePlanning.allocationForm.failed'))
    : null;

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <h3 className="text-base font-semibold">
        {t(
          editing ? 'resourcePlanning.allocationForm.edit' : 'resourcePlanning.allocationForm.add',
        )}
      </h3>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('resourcePlanning.allocationForm.resource')}
        {/* A 200-character name as an option would otherwise widen the form past a phone's screen. */}
        <select
          className={`${inputClass} min-w-0 max-w-full`}
          value={resourceId}
          disabled={Boolean(editing)}
          onChange={(event) => setResourceId(event.target.value)}
        >
          {resources.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </label>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('resourcePlanning.allocationForm.start')}
          type="date"
          required
          value={start}
          onChange={(event) => setStart(event.target.value)}
        />
        <TextField
          label={t('resourcePlanning.allocationForm.end')}
          type="date"
          required
          value={end}
          onChange={(event) => setEnd(event.target.value)}
        />
        <TextField
          label={t('resourcePlanning.allocationForm.hours')}
          type="number"
          required
          min={0}
          max={24}
          step="any"
          value={hours}
          onChange={(event) => setHours(event.target.value)}
        />
      </div>
      <TextField
        label={t('resourcePlanning.allocationForm.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass()} disabled={save.isPending}>
          {t('resourcePlanning.allocationForm.save')}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onDone}>
          {t('resourcePlanning.allocationForm.cancel')}
        </button>
      </div>
    </form>
  );
}
