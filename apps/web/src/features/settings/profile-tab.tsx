import type { ProfileUpdateBody, User } from '@crewline/shared/contracts/auth';
import { NAMED_SOCIAL_LINKS, SOCIAL_SLOTS } from '@crewline/shared/domain/social-url';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { inputClass } from '../../components/text-field.tsx';
import { AvatarEditor } from './avatar-editor.tsx';
import { ProfileAvatar } from './profile-avatar.tsx';
import { ProfileField } from './profile-field.tsx';
import {
  checkProfile,
  profileBodyOf,
  profileValuesOf,
  type ProfileField as Field,
  type ProfileProblems,
  type ProfileValues,
} from './profile-form.ts';
import { useProfileSave } from './use-profile-save.ts';
import { NAME_MAX_LENGTH } from '@crewline/shared/limits';

type ProfileTabProps = {
  user: User;
  /** Injected by tests; the real call by default. */
  save?: (body: ProfileUpdateBody) => Promise<User>;
};

/** Settings → Profile: name, e-mail (read only), bio and links, with a working avatar and social1…social5. */
export function ProfileTab({ user, save }: ProfileTabProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(user));
  const [problems, setProblems] = useState<ProfileProblems>({});
  const { state, save: run } = useProfileSave(save);
  const headingId = useId();
  const bioId = useId();

  const message = (field: Field) => {
    const problem = problems[field];
    return problem ? t(`settingsPage.profile.${problem.key}`, problem.values) : undefined;
  };
  const bind = (field: Field) => ({
    value: values[field],
    error: message(field),
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      setProblems((current) => ({ ...current, [field]: undefined }));
    },
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = checkProfile(values);
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      // The save stops at the first bad field, where the person reads why.
      document.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const result = await run(profileBodyOf(values));
    if ('user' in result) setValues(profileValuesOf(result.user));
    else setProblems(result.problems);
  }

  const saving = state === 'saving';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('settingsPage.profile.heading')}
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <ProfileAvatar name={user.name} src={user.avatar} />
        <AvatarEditor />
      </div>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
        <div className="grid gap-4 md:grid-cols-2">
          <ProfileField
            name="name"
            label={t('settingsPage.profile.name')}
            autoComplete="name"
            required
            limit={NAME_MAX_LENGTH}
            {...bind('name')}
          />
          <ProfileField
            name="email"
            label={t('settingsPage.profile.email')}
            value={user.email}
            readOnly
            dir="ltr"
            title={t('settingsPage.profile.emailReadOnly')}
            hint={t('settingsPage.profile.emailReadOnly')}
          />
        </div>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-base font-semibold">
            {t('settingsPage.profile.socialHeading')}
          </legend>
          <div className="grid gap-4 md:grid-cols-3">
            {NAMED_SOCIAL_LINKS.map((key) => (
              <ProfileField
                key={key}
                name={key}
                label={t(`settingsPage.profile.${key}`)}
                dir="ltr"
                {...bind(key)}
              />
            ))}
          </div>
          <p className="text-xs text-fg-muted">{t('settingsPage.profile.socialHint')}</p>
          <div className="grid gap-4 md:grid-cols-2">
            {SOCIAL_SLOTS.map((slot, index) => (
              <ProfileField
                key={slot}
                name={slot}
                label={t('settingsPage.profile.socialSlot', { number: index + 1 })}
                inputMode="url"
                autoComplete="url"
                dir="ltr"
                {...bind(slot)}
              />
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={bioId} className="text-sm font-medium">
            {t('settingsPage.profile.bio')}
          </label>
          <textarea
            id={bioId}
            name="bio"
            rows={4}
            value={values.bio}
            placeholder={t('settingsPage.profile.bioPlaceholder')}
            aria-invalid={problems.bio ? true : undefined}
            onChange={bind('bio').onChange}
            className={`${inputClass} py-2`}
          />
          {problems.bio ? (
            <p className="text-xs font-medium text-red-700 dark:text-red-300">{message('bio')}</p>
          ) : null}
        </div>
        {state === 'saved' ? (
          <FormAlert tone="success">{t('settingsPage.profile.saved')}</FormAlert>
        ) : null}
        {state === 'failed' ? (
          <FormAlert tone="error">{t('settingsPage.profile.failed')}</FormAlert>
        ) : null}
        <div>
          <button type="submit" disabled={saving} className={buttonClass('primary')}>
            {saving ? t('settingsPage.profile.saving') : t('settingsPage.profile.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
