import { Timer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { Panel } from '../../../components/panel.tsx';
import { ErrorAlert } from '../components/error-alert.tsx';
import { LATENCY_TEST_REQUESTS, measureLatency } from './measure-latency.ts';
import { fetchHealth, HEALTH_PATH } from './system-api.ts';

type Run = { times: number[]; average: number | null; running: boolean; error: unknown };

const IDLE: Run = { times: [], average: null, running: false, error: null };

/** Three sequential GET /health requests: each round trip and their average. */
export function LatencyPanel() {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const [run, setRun] = useState<Run>(IDLE);
  const ms = (value: number) =>
    t('devPages.api.milliseconds', { value: number(value, { maximumFractionDigits: 1 }) });

  const start = async () => {
    setRun({ ...IDLE, running: true });
    try {
      const result = await measureLatency(fetchHealth, {
        onProgress: (times) => setRun((current) => ({ ...current, times })),
      });
      setRun({ times: result.times, average: result.average, running: false, error: null });
    } catch (error) {
      setRun((current) => ({ ...current, running: false, error }));
    }
  };

  return (
    <Panel
      title={t('devPages.api.latency')}
      action={
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          disabled={run.running}
          onClick={() => void start()}
        >
          <Timer aria-hidden="true" className="size-4" />
          {run.running ? t('devPages.api.running') : t('devPages.api.runLatency')}
        </button>
      }
    >
      <p className="text-sm text-fg-muted">
        {t('devPages.api.latencyIntro', { count: LATENCY_TEST_REQUESTS })}{' '}
        <code dir="ltr">GET {HEALTH_PATH}</code>
      </p>
      {run.times.length > 0 ? (
        <ol className="flex flex-col divide-y divide-border" aria-label={t('devPages.api.latency')}>
          {run.times.map((time, index) => (
            <li key={index} className="flex justify-between gap-4 py-1.5 text-sm">
              <span>{t('devPages.api.request', { number: index + 1 })}</span>
              <span className="tabular-nums">{ms(time)}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {run.average !== null ? (
        <p
          data-testid="latency-average"
          className="flex justify-between gap-4 border-t border-border pt-2 text-sm font-semibold"
        >
          <span>{t('devPages.api.average')}</span>
          <span className="tabular-nums">{ms(run.average)}</span>
        </p>
      ) : null}
      {run.error ? (
        <ErrorAlert error={run.error} fallback={t('devPages.api.latencyFailed')} />
      ) : null}
    </Panel>
  );
}
