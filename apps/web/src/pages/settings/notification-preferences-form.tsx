import {
  EMAIL_DIGESTS,
  type EmailDigest,
  type NotificationPreferencesJson,
} from '@crewline/shared/contracts/notifications';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { describeError } from '../../i18n/describe-error.ts';
import { useNotificationPreferences } from '../../api/notifications/use-notification-preferences.ts';
import { useSaveNotificationPreferences } from '../../api/notifications/use-save-notification-preferences.ts';
import { useProjects } from '../../api/projects/use-projects.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { inputClass } from '../../components/text-field.tsx';
import { TimeZoneSelect } from '../../components/time-zone-select.tsx';
import { browserTimeZone, DEFAULT_TIME_ZONE } from '../../i18n/time-zones.ts';

const SWITCHES = ['mentions', 'deadlines', 'comments', 'updates'] as const;
const SAVED_NOTICE_MS = 3_000;

function Switch({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label className="inline-flex min-h-11 max-w-full min-w-0 items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-5 shrink-0 accent-primary"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {/* A long name without spaces is cut, not widening the page; hover shows it whole. */}
      <span className="min-w-0 truncate" title={label}>
        {label}
      </span>
    </label>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-1 border-t border-border pt-4">
      <legend className="pe-2 font-medium">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Settings → Notifications: edits the preferences the server keeps. */
export function NotificationPreferencesForm() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();

  if (preferences.isPending) {
    return <p className="text-sm text-fg-muted">{t('notifications.settings.loading')}</p>;
  }
  if (preferences.isError) {
    return (
      <p role="alert" className="text-sm text-red-600 dark:text-red-400">
        {t('notifications.settings.loadFailed')}
      </p>
    );
  }
  return <PreferencesEditor saved={preferences.data} />;
}

function PreferencesEditor({ saved }: { saved: NotificationPreferencesJson }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(saved);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveNotificationPreferences();
  const projects = useProjects();

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), SAVED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const setEmail = (patch: Partial<NotificationPreferencesJson['email']>) =>
    setDraft((d) => ({ ...d, email: { ...d.email, ...patch } }));
  const setPush = (patch: Partial<NotificationPreferencesJson['push']>) =>
    setDraft((d) => ({ ...d, push: { ...d.push, ...patch } }));
  const setQuiet = (patch: Partial<NotificationPreferencesJson['quiet_hours']>) =>
    setDraft((d) => ({ ...d, quiet_hours: { ...d.quiet_hours, ...patch } }));
  const toggleMuted = (projectId: string, muted: boolean) =>
    setDraft((d) => ({
      ...d,
      muted_project_ids: muted
        ? [...d.muted_project_ids, projectId]
        : d.muted_project_ids.filter((other) => other !== projectId),
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setError(null);
    save.mutate(draft, {
      onSuccess: (next) => {
        setDraft(next);
        setNotice(t('notifications.settings.saved'));
      },
      // A 422 carries the server's reason (e.g. a bad time), worded in the reader's language;
      // anything else gets the generic text.
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.status === 422
            ? describeError(failure, t, t('notifications.settings.saveFailed'))
            : t('notifications.settings.saveFailed'),
        ),
    });
  };

  const label = (key: (typeof SWITCHES)[number]) => t(`notifications.settings.kinds.${key}`);

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <Group title={t('notifications.settings.email.title')}>
        {SWITCHES.map((key) => (
          <Switch
            key={key}
            label={label(key)}
            checked={draft.email[key]}
            onChange={(checked) => setEmail({ [key]: checked })}
          />
        ))}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-digest`} className="text-sm">
            {t('notifications.settings.email.digest')}
          </label>
          <select
            id={`${id}-digest`}
            className={`${inputClass} sm:max-w-xs`}
            value={draft.email.digest}
            onChange={(event) => setEmail({ digest: event.target.value as EmailDigest })}
          >
            {EMAIL_DIGESTS.map((digest) => (
              <option key={digest} value={digest}>
                {t(`notifications.settings.email.digests.${digest}`)}
              </option>
            ))}
          </select>
        </div>
        <p className="text-xs text-fg-muted">{t('notifications.settings.email.note')}</p>
      </Group>

      <Group title={t('notifications.settings.push.title')}>
        <Switch
          label={t('notifications.settings.push.enabled')}
          checked={draft.push.enabled}
          onChange={(enabled) => setPush({ enabled })}
        />
        {SWITCHES.map((key) => (
          <Switch
            key={key}
            label={label(key)}
            checked={draft.push[key]}
            onChange={(checked) => setPush({ [key]: checked })}
          />
        ))}
        <p className="text-xs text-fg-muted">{t('notifications.settings.push.note')}</p>
      </Group>

      <Group title={t('notifications.settings.quiet.title')}>
        <Switch
          label={t('notifications.settings.quiet.enabled')}
          checked={draft.quiet_hours.enabled}
          onChange={(enabled) =>
            setQuiet(
              // Turning quiet hours on for the first time: use this device's zone, not the default UTC.
              enabled &&
                !saved.quiet_hours.enabled &&
                draft.quiet_hours.time_zone === DEFAULT_TIME_ZONE
                ? { enabled, time_zone: browserTimeZone() }
                : { enabled },
            )
          }
        />
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-start`} className="text-sm">
              {t('notifications.settings.quiet.start')}
            </label>
            <input
              id={`${id}-start`}
              type="time"
              className={inputClass}
              value={draft.quiet_hours.start}
              onChange={(event) => setQuiet({ start: event.target.value })}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-end`} className="text-sm">
              {t('notifications.settings.quiet.end')}
            </label>
            <input
              id={`${id}-end`}
              type="time"
              className={inputClass}
              value={draft.quiet_hours.end}
              onChange={(event) => setQuiet({ end: event.target.value })}
            />
          </div>
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={`${id}-zone`} className="text-sm">
              {t('notifications.settings.quiet.timeZone')}
            </label>
            <TimeZoneSelect
              id={`${id}-zone`}
              value={draft.quiet_hours.time_zone}
              onChange={(time_zone) => setQuiet({ time_zone })}
            />
          </div>
        </div>
      </Group>

      <Group title={t('notifications.settings.muted.title')}>
        <p className="text-xs text-fg-muted">{t('notifications.settings.muted.note')}</p>
        {projects.isPending ? (
          <p className="text-sm text-fg-muted">{t('notifications.settings.muted.loading')}</p>
        ) : projects.isError ? (
          <p className="text-sm text-red-600 dark:text-red-400">
            {t('notifications.settings.muted.loadFailed')}
          </p>
        ) : projects.data.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('notifications.settings.muted.none')}</p>
        ) : (
          projects.data.map((project) => (
            <Switch
              key={project.id}
              label={project.name || project.title || t('notifications.settings.muted.unnamed')}
              checked={draft.muted_project_ids.includes(project.id)}
              onChange={(muted) => toggleMuted(project.id, muted)}
            />
          ))
        )}
      </Group>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
          {save.isPending ? t('notifications.settings.saving') : t('notifications.settings.save')}
        </button>
        <p role="status" className="text-sm text-green-700 dark:text-green-400">
          {notice}
        </p>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </form>
  );
}
