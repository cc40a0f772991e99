import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/skeleton.tsx';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { Field, Panel } from '../../../components/panel.tsx';
import { ErrorAlert } from '../components/error-alert.tsx';
import { fetchServerInfo } from './system-api.ts';

/** GET /api/server-info: the server's name, version, drivers and uptime. */
export function ServerInfoPanel() {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const query = useQuery({
    queryKey: ['devTools', 'serverInfo'],
    queryFn: fetchServerInfo,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return (
    <Panel title={t('devPages.api.serverInfo')}>
      {query.isPending ? (
        <Skeleton className="h-32" />
      ) : query.isError ? (
        <ErrorAlert error={query.error} fallback={t('devPages.api.serverInfoFailed')} />
      ) : (
        <dl className="grid grid-cols-2 gap-4">
          <Field label={t('devPages.api.name')}>{query.data.name}</Field>
          <Field label={t('devPages.api.version')}>
            <code dir="ltr">{query.data.version}</code>
          </Field>
          <Field label={t('devPages.api.database')}>
            <code dir="ltr">{query.data.database}</code>
          </Field>
          <Field label={t('devPages.api.mail')}>
            <code dir="ltr">{query.data.mail}</code>
          </Field>
          <Field label={t('devPages.api.realtimeBus')}>
            <code dir="ltr">{query.data.realtime_bus}</code>
          </Field>
          <Field label={t('devPages.api.uptime')}>
            {t('devPages.api.seconds', { value: number(query.data.uptime_seconds) })}
          </Field>
        </dl>
      )}
    </Panel>
  );
}
