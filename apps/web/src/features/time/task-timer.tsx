import { Play, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../api/tasks/types.ts';
import { useRunningTimer } from '../../api/time-entries/use-running-timer.ts';
import { useStartTimer, useStopTimer } from '../../api/time-entries/use-time-entry-mutations.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { describeError } from '../../i18n/describe-error.ts';
import { clockText, useNow } from './use-now.ts';

/**
 * Start/stop of the signed-in person's timer for a task. The timer is the server's running entry,
 * so the elapsed time counts from its start_time after a reload or on another device; a timer
 * running elsewhere is named and can be stopped from here.
 */
export function TaskTimer({ task }: { task: Pick<Task, 'id' | 'project_id'> }) {
  const { t } = useTranslation();
  const running = useRunningTimer();
  const start = useStartTimer();
  const stop = useStopTimer();
  const entry = running.data ?? null;
  const now = useNow(entry !== null);
  const here = entry !== null && entry.task_id === task.id;
  const failure = start.error ?? stop.error;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        {entry ? (
          <button
            type="button"
            className={buttonClass('danger', 'sm')}
            disabled={stop.isPending}
            onClick={() => stop.mutate()}
          >
            <Square aria-hidden="true" className="size-4" />
            {t('timeTracking.timer.stop')}
          </button>
        ) : (
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            disabled={running.isPending || start.isPending}
            onClick={() => start.mutate({ task_id: task.id, project_id: task.project_id })}
          >
            <Play aria-hidden="true" className="size-4" />
            {t('timeTracking.timer.start')}
          </button>
        )}
        {here ? (
          <span className="flex items-center gap-2 text-sm">
            <span className="size-2 animate-pulse rounded-full bg-red-600" aria-hidden="true" />
            <span>{t('timeTracking.timer.running')}</span>
            <time dir="ltr" className="font-mono tabular-nums" dateTime={entry.start_time}>
              {clockText((now - Date.parse(entry.start_time)) / 1000)}
            </time>
          </span>
        ) : null}
      </div>
      {entry && !here ? (
        <p className="text-sm text-fg-muted">
          {entry.task_title
            ? t('timeTracking.timer.elsewhere', { task: entry.task_title })
            : t('timeTracking.timer.elsewhereNoTask')}
        </p>
      ) : null}
      {failure ? (
        <FormAlert tone="error">
          {describeError(
            failure,
            t,
            start.error ? t('timeTracking.timer.startFailed') : t('timeTracking.timer.stopFailed'),
          )}
        </FormAlert>
      ) : null}
    </div>
  );
}
