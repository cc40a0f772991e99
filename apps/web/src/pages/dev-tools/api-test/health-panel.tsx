import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { Field, Panel } from '../../../components/panel.tsx';
import { ErrorAlert } from '../components/error-alert.tsx';
import { fetchHealth, HEALTH_PATH } from './system-api.ts';

/** GET /health: whether the API and its database answer. */
export function HealthPanel() {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const query = useQuery({
    queryKey: ['devTools', 'health'],
    queryFn: fetchHealth,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return (
    <Panel
      title={t('devPages.api.connection')}
      action={
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          <RefreshCw
            aria-hidden="true"
            className={`size-4 ${query.isFetching ? 'animate-spin' : ''}`}
          />
          {t('devPages.api.checkAgain')}
        </button>
      }
    >
      <dl className="grid grid-cols-2 gap-4">
        <Field label={t('devPages.api.endpoint')}>
          <code dir="ltr">GET {HEALTH_PATH}</code>
        </Field>
        <Field label={t('devPages.api.status')}>
          {query.isPending ? (
            <Spinner size="sm" label={t('common.loading')} />
          ) : (
            <span
              data-testid="api-status"
              className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                query.isSuccess
                  ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
                  : 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200'
              }`}
            >
              {query.isSuccess ? t('devPages.api.connected') : t('devPages.api.unreachable')}
            </span>
          )}
        </Field>
        {query.isSuccess ? (
          <Field label={t('devPages.api.database')}>
            <code dir="ltr">{query.data.db}</code>
          </Field>
        ) : null}
        {query.dataUpdatedAt || query.errorUpdatedAt ? (
          <Field label={t('devPages.api.checkedAt')}>
            {date(Math.max(query.dataUpdatedAt, query.errorUpdatedAt), { timeStyle: 'medium' })}
          </Field>
        ) : null}
      </dl>
      {query.isError ? (
        <ErrorAlert error={query.error} fallback={t('devPages.api.unreachable')} />
      ) : null}
    </Panel>
  );
}
