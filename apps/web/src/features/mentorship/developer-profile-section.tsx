import {
  AVAILABILITY_HOURS_MAX,
  MAX_SESSIONS_PER_WEEK_MAX,
  MAX_SESSIONS_PER_WEEK_MIN,
  YEARS_EXPERIENCE_MAX,
  type DeveloperProfileJson,
} from '@crewline/shared/contracts/mentorship';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveDeveloperProfile } from '../../api/mentorship/use-mentorship-mutations.ts';
import { useMentorshipProfile } from '../../api/mentorship/use-mentorship-queries.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { inputClass } from '../../components/text-field.tsx';
import { describeError } from '../../i18n/describe-error.ts';
import { timeZones } from '../../i18n/time-zones.ts';
import {
  developerProfileBodyOf,
  developerProfileValuesOf,
  type DeveloperProfileValues,
} from './developer-profile-form.ts';
import { SkillPicker } from './skill-picker.tsx';

/** How long "Mentoring profile saved" stays, as the account profile's message does. */
const SAVED_NOTICE_MS = 3_000;

type TextKey = Exclude<keyof DeveloperProfileValues, 'isMentor' | 'skills' | 'timezone'>;

/** Settings → Profile → Mentoring: the developer profile mentor search and requests read. */
export function DeveloperProfileSection() {
  const { t } = useTranslation();
  const profile = useMentorshipProfile();
  const headingId = useId();
  if (profile.error) {
    return (
      <FormAlert tone="error">
        {describeError(profile.error, t, t('mentorship.profile.loadFailed'))}
      </FormAlert>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 border-t border-border pt-6"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('mentorship.profile.heading')}
      </h2>
      <p className="text-sm text-muted-fg">{t('mentorship.profile.intro')}</p>
      {profile.data ? (
        // Keyed by the saved profile's owner so a reload of someone else never keeps these edits.
        <DeveloperProfileForm key={profile.data.userId} profile={profile.data} />
      ) : (
        <p className="text-sm text-muted-fg">{t('mentorship.profile.loading')}</p>
      )}
    </section>
  );
}

function DeveloperProfileForm({ profile }: { profile: DeveloperProfileJson }) {
  const { t } = useTranslation();
  const save = useSaveDeveloperProfile();
  const [values, setValues] = useState(() => developerProfileValuesOf(profile));
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const zones = useMemo(() => timeZones(profile.timezone), [profile.timezone]);
  const ids = {
    mentor: useId(),
    timezone: useId(),
    languages: useId(),
    frameworks: useId(),
    expertise: useId(),
    availabilityHoursPerWeek: useId(),
    yearsExperience: useId(),
    maxSessionsPerWeek: useId(),
    githubUsername: useId(),
    tagsHint: useId(),
  };
  const set = (patch: Partial<DeveloperProfileValues>) =>
    setValues((current) => ({ ...current, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    setSaved(false);
    save.mutate(developerProfileBodyOf(values), {
      onSuccess: () => {
        setSaved(true);
        timer.current = setTimeout(() => setSaved(false), SAVED_NOTICE_MS);
      },
    });
  };

  const text = (key: TextKey, options: { hint?: boolean; numeric?: [number, number] } = {}) => (
    <label className="flex min-w-0 flex-col gap-1 text-sm" htmlFor={ids[key]}>
      {t(`mentorship.profile.fields.${key}`)}
      <input
        id={ids[key]}
        className={inputClass}
        value={values[key]}
        aria-describedby={options.hint ? ids.tagsHint : undefined}
        {...(options.numeric
          ? {
              type: 'number',
              inputMode: 'numeric',
              min: options.numeric[0],
              max: options.numeric[1],
            }
          : {})}
        onChange={(event) => set({ [key]: event.target.value })}
      />
    </label>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex min-w-0 flex-col gap-4">
      <label className="inline-flex min-h-11 items-center gap-2 text-sm" htmlFor={ids.mentor}>
        <input
          id={ids.mentor}
          type="checkbox"
          className="size-5 shrink-0 accent-primary"
          checked={values.isMentor}
          onChange={(event) => set({ isMentor: event.target.checked })}
        />
        {t('mentorship.profile.fields.isMentor')}
      </label>
      <SkillPicker selected={values.skills} onChange={(skills) => set({ skills })} />
      <p id={ids.tagsHint} className="text-sm text-muted-fg">
        {t('mentorship.profile.tagsHint')}
      </p>
      <div className="grid min-w-0 gap-4 md:grid-cols-2">
        {text('languages', { hint: true })}
        {text('frameworks', { hint: true })}
        {text('expertise', { hint: true })}
        <label className="flex min-w-0 flex-col gap-1 text-sm" htmlFor={ids.timezone}>
          {t('mentorship.profile.fields.timezone')}
          <select
            id={ids.timezone}
            className={inputClass}
            value={values.timezone}
            onChange={(event) => set({ timezone: event.target.value })}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </label>
        {text('availabilityHoursPerWeek', { numeric: [0, AVAILABILITY_HOURS_MAX] })}
        {text('maxSessionsPerWeek', {
          numeric: [MAX_SESSIONS_PER_WEEK_MIN, MAX_SESSIONS_PER_WEEK_MAX],
        })}
        {text('yearsExperience', { numeric: [0, YEARS_EXPERIENCE_MAX] })}
        {text('githubUsername')}
      </div>
      {save.error ? (
        <FormAlert tone="error">
          {describeError(save.error, t, t('mentorship.profile.failed'))}
        </FormAlert>
      ) : null}
      {saved ? (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-300">
          {t('mentorship.profile.saved')}
        </p>
      ) : null}
      <button
        type="submit"
        className={buttonClass('primary', 'md', 'self-start')}
        disabled={save.isPending}
      >
        {save.isPending ? t('mentorship.profile.saving') : t('mentorship.profile.save')}
      </button>
    </form>
  );
}
