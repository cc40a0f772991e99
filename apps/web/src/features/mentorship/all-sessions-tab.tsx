import {
  MENTORSHIP_SESSION_STATUSES,
  type MentorshipSessionStatus,
} from '@crewline/shared/contracts/mentorship';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessions } from '../../api/mentorship/use-mentorship-queries.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { describeError } from '../../i18n/describe-error.ts';
import { SessionList } from './session-list.tsx';

/** Every session of the viewer, optionally of one status. */
export function AllSessionsTab() {
  const { t } = useTranslation();
  const id = useId();
  const [status, setStatus] = useState<'all' | MentorshipSessionStatus>('all');
  const sessions = useSessions(status);
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <label
        className="flex flex-col gap-1 text-sm sm:flex-row sm:items-center sm:gap-2"
        htmlFor={id}
      >
        {t('mentorship.all.filter')}
        <select
          id={id}
          className="min-h-11 rounded-lg border border-border bg-surface px-2 text-sm"
          value={status}
          onChange={(event) => setStatus(event.target.value as typeof status)}
        >
          <option value="all">{t('mentorship.all.any')}</option>
          {MENTORSHIP_SESSION_STATUSES.map((option) => (
            <option key={option} value={option}>
              {t(`mentorship.status.${option}`)}
            </option>
          ))}
        </select>
      </label>
      {sessions.error ? (
        <FormAlert tone="error">
          {describeError(sessions.error, t, t('mentorship.loadFailed'))}
        </FormAlert>
      ) : null}
      <SessionList sessions={sessions.data?.sessions} empty={t('mentorship.all.empty')} />
    </div>
  );
}
