import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { Panel } from '../../../components/panel.tsx';
import type { DebugEntry, DebugKind } from './use-debug-log.ts';

const KIND_TONES: Record<DebugKind, string> = {
  request: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  response: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  error: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  frame: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100',
};

type DebugLogPanelProps = { entries: readonly DebugEntry[]; onClear: () => void };

/** Every request, response and frame of the page, newest first, to the millisecond. */
export function DebugLogPanel({ entries, onClear }: DebugLogPanelProps) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return (
    <Panel
      title={t('devPages.debug.log')}
      action={
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          disabled={entries.length === 0}
          onClick={onClear}
        >
          {t('devPages.debug.clearLog')}
        </button>
      }
    >
      {entries.length === 0 ? (
        <p className="rounded-xl bg-muted px-4 py-6 text-center text-sm text-fg-muted">
          {t('devPages.debug.emptyLog')}
        </p>
      ) : (
        <ol
          className="flex max-h-[32rem] flex-col divide-y divide-border overflow-auto"
          aria-label={t('devPages.debug.log')}
        >
          {entries.map((entry) => (
            <li key={entry.seq} className="flex flex-col gap-1 py-2">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <time
                  dateTime={new Date(entry.at).toISOString()}
                  className="text-xs text-fg-muted tabular-nums"
                >
                  {date(entry.at, {
                    hour: '2-digit',
                    minute: '2-digit',
                    second: '2-digit',
                    fractionalSecondDigits: 3,
                  })}
                </time>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${KIND_TONES[entry.kind]}`}
                >
                  {t(`devPages.debug.kinds.${entry.kind}`)}
                </span>
                <code dir="ltr" className="min-w-0 text-xs break-all">
                  {entry.summary}
                </code>
              </div>
              {entry.detail === undefined ? null : (
                <details>
                  <summary className="cursor-pointer text-xs text-primary">
                    {t('devPages.common.rawJson')}
                  </summary>
                  <pre
                    dir="ltr"
                    className="mt-1 max-h-64 overflow-auto rounded-lg bg-muted p-3 text-start text-xs"
                  >
                    {JSON.stringify(entry.detail, null, 2)}
                  </pre>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
