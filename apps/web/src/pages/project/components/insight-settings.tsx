import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STALLED_AFTER_DAYS_MAX, STALLED_AFTER_DAYS_MIN } from '@crewline/shared/limits';
import type { Project } from '../../../api/projects/types.ts';
import { useUpdateProject } from '../../../api/projects/use-update-project.ts';
import { buttonClass } from '../../../components/button-styles.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { inputClass } from '../../../components/text-field.tsx';
import { TimeZoneSelect } from '../../../components/time-zone-select.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { describeError } from '../../../i18n/describe-error.ts';

/**
 * The settings insights read: the project's time zone and after how many days an open task counts
 * as stalled. For those who may edit the project; the server checks the values and its sentence
 * is shown when it refuses them.
 */
export function InsightSettings({ project }: { project: Project }) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const update = useUpdateProject(project.id);
  const [timeZone, setTimeZone] = useState(project.time_zone);
  // Kept as typed, so a half-typed or empty number is the server's to refuse, in its words.
  const [days, setDays] = useState(String(project.stalled_after_days));

  function save(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      // An empty box goes out as NaN, which JSON sends as null (Number('') would be 0): the
      // server refuses either with the rule's sentence.
      { time_zone: timeZone, stalled_after_days: days.trim() === '' ? NaN : Number(days) },
      { onSuccess: () => toast.success(t('projects.settings.insights.saved')) },
    );
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={save}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('projects.settings.insights.title')}
        </h2>
        <p id={`${id}-body`} className="text-sm text-fg-muted">
          {t('projects.settings.insights.body')}
        </p>
      </div>
      {update.isError ? (
        <FormAlert tone="error">
          {describeError(update.error, t, t('projects.settings.insights.failed'))}
        </FormAlert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={`${id}-zone`} className="text-sm font-medium">
            {t('projects.settings.insights.timeZone')}
          </label>
          <TimeZoneSelect
            id={`${id}-zone`}
            value={timeZone}
            onChange={setTimeZone}
            describedBy={`${id}-body`}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={`${id}-days`} className="text-sm font-medium">
            {t('projects.settings.insights.stalledAfterDays')}
          </label>
          <input
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            className={inputClass}
            min={STALLED_AFTER_DAYS_MIN}
            max={STALLED_AFTER_DAYS_MAX}
            step={1}
            value={days}
            aria-describedby={`${id}-days-hint`}
            onChange={(event) => setDays(event.target.value)}
          />
          <p id={`${id}-days-hint`} className="text-xs text-fg-muted">
            {t('projects.settings.insights.stalledAfterDaysHint', {
              min: STALLED_AFTER_DAYS_MIN,
              max: STALLED_AFTER_DAYS_MAX,
            })}
          </p>
        </div>
      </div>
      <div className="flex justify-end">
        <button type="submit" className={buttonClass('primary')} disabled={update.isPending}>
          {update.isPending
            ? t('projects.settings.insights.saving')
            : t('projects.settings.insights.save')}
        </button>
      </div>
    </form>
  );
}
