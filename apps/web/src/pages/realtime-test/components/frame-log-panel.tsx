import { useTranslation } from 'react-i18next';
import { FRAME_LOG_SIZE, type LoggedFrame } from '../../../api/realtime/frame-log.ts';
import { frameLog } from '../../../api/realtime/realtime-connection.ts';
import { useFrameLog } from '../../../api/realtime/use-frame-log.ts';
import { buttonClass } from '../../../components/button-styles.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { Panel } from '../../../components/panel.tsx';

function projectOf(entry: LoggedFrame): string | null {
  const frame = entry.frame as { projectId?: unknown };
  return typeof frame.projectId === 'string' ? frame.projectId : null;
}

/** The frames this tab received, newest first, each expandable to its JSON. */
export function FrameLogPanel() {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const frames = useFrameLog();
  return (
    <Panel
      title={t('realtime.test.events')}
      action={
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          disabled={frames.length === 0}
          onClick={() => frameLog.clear()}
        >
          {t('realtime.test.clear')}
        </button>
      }
    >
      <p className="text-sm text-fg-muted">
        {t('realtime.test.eventsCount', { count: frames.length, max: FRAME_LOG_SIZE })}
      </p>
      {frames.length === 0 ? (
        <p className="rounded-xl bg-muted px-4 py-6 text-center text-sm text-fg-muted">
          {t('realtime.test.noEvents')}
        </p>
      ) : (
        <ol className="flex flex-col divide-y divide-border" aria-label={t('realtime.test.events')}>
          {frames.map((entry) => {
            const project = projectOf(entry);
            return (
              <li key={entry.seq} className="flex flex-col gap-1 py-2">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <time
                    dateTime={new Date(entry.at).toISOString()}
                    className="text-xs text-fg-muted tabular-nums"
                  >
                    {date(entry.at, { timeStyle: 'medium' })}
                  </time>
                  <code dir="ltr" className="text-sm font-semibold">
                    {entry.frame.type}
                  </code>
                  {project ? (
                    <code dir="ltr" className="min-w-0 truncate text-xs text-fg-muted">
                      {project}
                    </code>
                  ) : null}
                </div>
                <details>
                  <summary className="cursor-pointer text-xs text-primary">
                    {t('realtime.test.frame')}
                  </summary>
                  <pre
                    dir="ltr"
                    className="mt-1 max-h-64 overflow-auto rounded-lg bg-muted p-3 text-start text-xs"
                  >
                    {JSON.stringify(entry.frame, null, 2)}
                  </pre>
                </details>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
