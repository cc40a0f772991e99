import { REALTIME_MAX_RECONNECT_ATTEMPTS } from '@crewline/shared/limits';
import { Activity, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { realtime } from '../../../api/realtime/realtime-connection.ts';
import type { SocketStatus } from '../../../api/realtime/socket-client.ts';
import { useRealtimeState } from '../../../api/realtime/use-realtime-state.ts';
import { buttonClass } from '../../../components/button-styles.ts';
import { Field, Panel } from '../../../components/panel.tsx';

const STATUS_TONES: Record<SocketStatus, string> = {
  CONNECTED: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  CONNECTING: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  ERROR: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  DISCONNECTED: 'bg-muted text-fg-muted',
};

/** This tab's connection: status, attempts, round trip; ping and reconnect by hand. */
export function ConnectionPanel() {
  const { t } = useTranslation();
  const state = useRealtimeState();
  const connected = state.status === 'CONNECTED';
  return (
    <Panel title={t('realtime.test.connection')}>
      <dl className="grid grid-cols-2 gap-4">
        <Field label={t('realtime.test.status')}>
          <span
            data-testid="realtime-status"
            className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[state.status]}`}
          >
            {t(`realtime.test.statuses.${state.status}`)}
          </span>
        </Field>
        <Field label={t('realtime.test.latency')}>
          <span className="tabular-nums">
            {state.latencyMs === null
              ? t('realtime.test.notMeasured')
              : t('realtime.test.latencyValue', { ms: state.latencyMs })}
          </span>
        </Field>
        <Field label={t('realtime.test.attempts')}>
          <span className="tabular-nums">
            {t('realtime.test.attemptsValue', {
              count: state.attempts,
              max: REALTIME_MAX_RECONNECT_ATTEMPTS,
            })}
          </span>
        </Field>
        <Field label={t('realtime.test.user')}>
          <span dir="ltr" className="font-mono text-xs">
            {state.userId ?? '—'}
          </span>
        </Field>
      </dl>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={!connected}
          onClick={() => realtime.ping()}
        >
          <Activity aria-hidden="true" className="size-4" />
          {t('realtime.test.ping')}
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={connected || state.status === 'CONNECTING'}
          onClick={() => realtime.retry()}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('realtime.test.reconnect')}
        </button>
      </div>
    </Panel>
  );
}
