import type { RealtimeDiagnosticsJson } from '@crewline/shared/contracts/realtime-responses';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { useRealtimeDiagnostics } from '../../../api/realtime/use-realtime-diagnostics.ts';
import { buttonClass } from '../../../components/button-styles.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { describeError } from '../../../i18n/describe-error.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { Field, Panel } from '../../../components/panel.tsx';

// Long lists scroll inside the panel (at most 50 recent events), the header staying in view.
function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <div className="-mx-1 max-h-96 overflow-auto px-1">
      <table className="w-full text-start text-sm">
        <thead className="sticky top-0 bg-surface">
          <tr className="border-b border-border text-xs text-fg-muted">
            {head.map((label) => (
              <th key={label} scope="col" className="py-1.5 pe-4 text-start font-medium">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}

function Diagnostics({ data }: { data: RealtimeDiagnosticsJson }) {
  const { t } = useTranslation();
  const { date, number } = useFormatters();
  const when = (iso: string) => date(iso, { dateStyle: 'short', timeStyle: 'medium' });
  const { process, bus } = data;
  return (
    <>
      <h3 className="text-sm font-semibold">{t('realtime.test.process')}</h3>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Field label={t('realtime.test.processId')}>
          <code dir="ltr" className="text-xs break-all">
            {process.id}
          </code>
        </Field>
        <Field label={t('realtime.test.pid')}>{process.pid}</Field>
        <Field label={t('realtime.test.startedAt')}>{when(process.started_at)}</Field>
        <Field label={t('realtime.test.sockets')}>{number(process.sockets)}</Field>
        <Field label={t('realtime.test.rooms')}>{number(process.rooms)}</Field>
        <Field label={t('realtime.test.memory')}>
          {t('realtime.test.memoryValue', {
            mb: number(process.memory_rss_bytes / 1024 / 1024, { maximumFractionDigits: 1 }),
          })}
        </Field>
      </dl>
      <h3 className="text-sm font-semibold">{t('realtime.test.bus')}</h3>
      <dl className="grid grid-cols-2 gap-4">
        <Field label={t('realtime.test.driver')}>
          <code dir="ltr">{bus.driver}</code>
        </Field>
        <Field label={t('realtime.test.live')}>
          <span
            className={
              bus.live ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'
            }
          >
            {bus.live ? t('realtime.test.yes') : t('realtime.test.no')}
          </span>
        </Field>
      </dl>
      <h3 className="text-sm font-semibold">{t('realtime.test.processes')}</h3>
      {data.processes.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('realtime.test.noProcesses')}</p>
      ) : (
        <Table
          head={[
            t('realtime.test.processId'),
            t('realtime.test.users'),
            t('realtime.test.lastSeen'),
          ]}
        >
          {data.processes.map((peer) => (
            <tr key={peer.id}>
              <td className="py-1.5 pe-4">
                <code dir="ltr" className="text-xs break-all">
                  {peer.id}
                </code>
              </td>
              <td className="py-1.5 pe-4 tabular-nums">{number(peer.users)}</td>
              <td className="py-1.5 pe-4">{when(peer.last_seen_at)}</td>
            </tr>
          ))}
        </Table>
      )}
      <h3 className="text-sm font-semibold">{t('realtime.test.recent')}</h3>
      {data.recent_events.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('realtime.test.noRecent')}</p>
      ) : (
        <Table head={[t('realtime.test.at'), t('realtime.test.type'), t('realtime.test.room')]}>
          {data.recent_events.map((event, index) => (
            <tr key={`${event.at}-${index}`}>
              <td className="py-1.5 pe-4 whitespace-nowrap tabular-nums">
                {date(event.at, { timeStyle: 'medium' })}
              </td>
              <td className="py-1.5 pe-4">
                <code dir="ltr">{event.type}</code>
              </td>
              <td className="py-1.5 pe-4">
                <code dir="ltr" className="text-xs break-all">
                  {event.room}
                </code>
              </td>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}

/** What the server reports about its realtime layer; its refusal shown as it gave it. */
export function ServerPanel() {
  const { t } = useTranslation();
  const query = useRealtimeDiagnostics();
  const refused = query.error instanceof ApiError && query.error.status === 403;
  // The server's own words say who may see this (administrators, in production).
  const reason = refused ? (query.error as ApiError).body?.message : undefined;
  return (
    <Panel
      title={t('realtime.test.server')}
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
          {query.isFetching ? t('realtime.test.refreshing') : t('realtime.test.refresh')}
        </button>
      }
    >
      {query.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <Skeleton className="h-16" />
          <Skeleton className="h-24" />
        </div>
      ) : query.isError ? (
        <FormAlert tone="error">
          <span className="block font-semibold">
            {refused
              ? t('realtime.test.forbidden')
              : describeError(query.error, t, t('realtime.test.loadFailed'))}
          </span>
          {reason ? <span className="block">{reason}</span> : null}
        </FormAlert>
      ) : (
        <Diagnostics data={query.data} />
      )}
    </Panel>
  );
}
