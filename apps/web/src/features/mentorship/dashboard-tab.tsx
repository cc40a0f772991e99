import { useTranslation } from 'react-i18next';
import { useOpenPool, useSessions } from '../../api/mentorship/use-mentorship-queries.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { describeError } from '../../i18n/describe-error.ts';
import { CreditHistory } from './credit-history.tsx';
import { SessionList } from './session-list.tsx';

/** Balance, the 5 most recent sessions, the open pool (mentors) and the credit history. */
export function DashboardTab({
  balance,
  mentoring,
}: {
  balance: number | undefined;
  mentoring: boolean;
}) {
  const { t } = useTranslation();
  const recent = useSessions('recent');
  const pool = useOpenPool(mentoring);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <section className="rounded-lg border border-border bg-surface p-4" data-testid="balance">
        <h2 className="text-sm text-muted-fg">{t('mentorship.balance.title')}</h2>
        <p className="text-2xl font-semibold">
          {balance === undefined ? '—' : t('mentorship.balance.value', { count: balance })}
        </p>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">{t('mentorship.recent.title')}</h2>
        {recent.error ? (
          <FormAlert tone="error">
            {describeError(recent.error, t, t('mentorship.loadFailed'))}
          </FormAlert>
        ) : null}
        <SessionList sessions={recent.data?.sessions} empty={t('mentorship.recent.empty')} />
      </section>
      {mentoring ? (
        <section className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">{t('mentorship.pool.title')}</h2>
          {pool.error ? (
            <FormAlert tone="error">
              {describeError(pool.error, t, t('mentorship.loadFailed'))}
            </FormAlert>
          ) : null}
          <SessionList sessions={pool.data?.sessions} empty={t('mentorship.pool.empty')} />
        </section>
      ) : null}
      <CreditHistory />
    </div>
  );
}
