import {
  RESOURCE_TYPES,
  WEEKDAY_KEYS,
  defaultAvailability,
  type Availability,
  type ResourceType,
  type WeekdayKey,
} from '@crewline/shared/contracts/resources';
import { todayFor } from '@crewline/shared/domain/calendar-day';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member } from '../../api/members/members-api.ts';
import type { Resource } from '../../api/resources/resources-api.ts';
import { overAllocatedDaysOf, useSaveResource } from '../../api/resources/use-resources.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextField, inputClass } from '../../components/text-field.tsx';
import { describeError } from '../../i18n/describe-error.ts';
import { browserClock } from '../../i18n/local-days.ts';
import { useResourceDates } from './use-resource-dates.ts';

type WeekText = Record<WeekdayKey, string>;

// The hours are kept as the person types them ("7.", "") and read as numbers only on save, so
// a half-typed value is never rewritten under their fingers.
const toText = (hours: Availability['hours_per_day']) =>
  Object.fromEntries(WEEKDAY_KEYS.map((key) => [key, String(hours[key])])) as WeekText;
const toHours = (week: WeekText) =>
  Object.fromEntries(
    WEEKDAY_KEYS.map((key) => [key, Number(week[key])]),
  ) as Availability['hours_per_day'];

/**
 * Adds or edits a resource. A new one starts from the product's default (8 h Monday to Friday,
 * for 90 days from today) shown in the fields; whatever the fields hold is what is saved, and an
 * empty date leaves the availability open on that side.
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
  const dates = useResourceDates();
  const hintId = useId();
  const save = useSaveResource(projectId);
  const [initial] = useState(
    () => editing?.availability ?? defaultAvailability(todayFor(browserClock())),
  );
  const [name, setName] = useState(editing?.name ?? '');
  const [type, setType] = useState<ResourceType>(editing?.type ?? 'person');
  const [userId, setUserId] = useState(editing?.user_id ?? '');
  const [week, setWeek] = useState(() => toText(initial.hours_per_day));
  const [start, setStart] = useState(initial.start_date ?? '');
  const [end, setEnd] = useState(initial.end_date ?? '');
  // A linked person who has left the project stays selected (and named as such) rather than
  // the list showing "Nobody" while the old link is kept.
  const unlisted = userId !== '' && !members.some((m) => m.user_id === userId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const availability = {
      hours_per_day: toHours(week),
      start_date: start || null,
      end_date: end || null,
    };
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
      ? t('resourcePlanning.allocationForm.overAllocated', { days: dates.days(days) })
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
            {/* A 200-character name as an option would otherwise widen the form past a phone's screen. */}
            <select
              className={`${inputClass} min-w-0 max-w-full`}
              value={userId}
              onChange={(event) => setUserId(event.target.value)}
            >
              <option value="">{t('resourcePlanning.resourceForm.nobody')}</option>
              {unlisted ? (
                <option value={userId}>{t('resourcePlanning.resourceForm.formerMember')}</option>
              ) : null}
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
              required
              min={0}
              max={24}
              step="any"
              value={week[key]}
              onChange={(event) => setWeek({ ...week, [key]: event.target.value })}
            />
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('resourcePlanning.resourceForm.start')}
          type="date"
          value={start}
          aria-describedby={hintId}
          onChange={(event) => setStart(event.target.value)}
        />
        <TextField
          label={t('resourcePlanning.resourceForm.end')}
          type="date"
          value={end}
          aria-describedby={hintId}
          onChange={(event) => setEnd(event.target.value)}
        />
      </div>
      <p id={hintId} className="text-sm text-fg-muted">
        {t('resourcePlanning.resourceForm.openDatesHint')}
      </p>
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
