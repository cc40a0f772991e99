import {
  RESOURCE_TYPES,
  WEEKDAY_KEYS,
  type Availability,
  type ResourceType,
} from '@crewline/shared/contracts/resources';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member } from '../../api/members/members-api.ts';
import type { Resource } from '../../api/resources/resources-api.ts';
import { overAllocatedDaysOf, useSaveResource } from '../../api/resources/use-resources.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextField, inputClass } from '../../components/text-field.tsx';
import { describeError } from '../../i18n/describe-error.ts';

const DEFAULT_HOURS: Availability['hours_per_day'] = {
  mon: 8,
  tue: 8,
  wed: 8,
  thu: 8,
  fri: 8,
  sat: 0,
  sun: 0,
};

/**
 * Adds or edits a resource. On a new resource empty dates leave the availability to the
 * server's default (8 h Monday to Friday for 90 days); once dates are set, they are sent.
 */
export function ResourceForm({
  projectId,
  members,
  editing,
  onDone,
}: {
  projectId: string;
  members: readonly Pick<Member, 'user_id' | 'name'>[];
  editing?: Resource;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveResource(projectId);
  const [name, setName] = useState(editing?.name ?? '');
  const [type, setType] = useState<ResourceType>(editing?.type ?? 'person');
  const [userId, setUserId] = useState(editing?.user_id ?? '');
  const [week, setWeek] = useState(editing?.availability.hours_per_day ?? DEFAULT_HOURS);
  const [start, setStart] = useState(editing?.availability.start_date ?? '');
  const [end, setEnd] = useState(editing?.availability.end_date ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const availability =
      start && end ? { hours_per_day: week, start_date: start, end_date: end } : undefined;
    const person = type === 'person' && userId ? userId : null;
    save.mutate(
      {
        id: editing?.id,
        input: { project_id: projectId, name, type, user_id: person, availability },
      },
      { onSuccess: onDone },
    );
  };

  const days = overAllocatedDaysOf(save.error);
  const error = save.error
    ? days.length > 0
      ? t('resourcePlanning.allocationForm.overAllocated', { days: days.join(', ') })
      : describeError(save.error, t, t('resourcePlanning.resourceForm.failed'))
    : null;

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <h3 className="text-base font-semibold">
        {t(editing ? 'resourcePlanning.resourceForm.edit' : 'resourcePlanning.resourceForm.add')}
      </h3>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('resourcePlanning.resourceForm.name')}
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('resourcePlanning.resourceForm.type')}
          <select
            className={inputClass}
            value={type}
            onChange={(event) => setType(event.target.value as ResourceType)}
          >
            {RESOURCE_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`resourcePlanning.types.${value}`)}
              </option>
            ))}
          </select>
        </label>
        {type === 'person' ? (
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('resourcePlanning.resourceForm.person')}
            <select
              className={inputClass}
              value={userId}
              onChange={(event) => setUserId(event.target.value)}
            >
              <option value="">{t('resourcePlanning.resourceForm.nobody')}</option>
              {members.map((m) => (
                <option key={m.user_id} value={m.user_id}>
                  {m.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">{t('resourcePlanning.resourceForm.hours')}</legend>
        <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
          {WEEKDAY_KEYS.map((key) => (
            <TextField
              key={key}
              label={t(`resourcePlanning.weekdays.${key}`)}
              type="number"
              min={0}
              max={24}
              step={0.25}
              value={String(week[key])}
              onChange={(event) => setWeek({ ...week, [key]: Number(event.target.value) })}
            />
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('resourcePlanning.resourceForm.start')}
          type="date"
          value={start}
          onChange={(event) => setStart(event.target.value)}
        />
        <TextField
          label={t('resourcePlanning.resourceForm.end')}
          type="date"
          value={end}
          onChange={(event) => setEnd(event.target.value)}
        />
      </div>
      {editing ? null : (
        <p className="text-sm text-fg-muted">{t('resourcePlanning.resourceForm.defaultsHint')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass()} disabled={save.isPending}>
          {t('resourcePlanning.resourceForm.save')}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onDone}>
          {t('resourcePlanning.resourceForm.cancel')}
        </button>
      </div>
    </form>
  );
}
