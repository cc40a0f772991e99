import { Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { useRunningTimer } from '../../api/time-entries/use-running-timer.ts';
import { useStopTimer } from '../../api/time-entries/use-time-entry-mutations.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { describeError } from '../../i18n/describe-error.ts';
import { timerHref } from './timer-href.ts';
import { clockText, useNow } from './use-now.ts';

// Wide screens: a chip among the header's controls. Phones: the header's row is full (logo,
// language, theme, bell, account), so the timer is a strip of its own just under it.
const LAYOUTS = {
  inline: 'hidden items-center gap-1 rounded-full border border-border bg-surface ps-1 sm:flex',
  strip:
    'sticky top-16 z-20 flex items-center gap-2 border-b border-border bg-surface/95 px-4 py-1 backdrop-blur sm:hidden',
} as const;

/**
 * The signed-in person's running timer wherever they are: elapsed time, the task (a link to
 * it) and Stop. It is the server's timer, so a start or stop in another tab or on another device
 * shows here as soon as its live update arrives; nothing renders while no timer runs.
 */
export function HeaderTimer({ layout = 'inline' }: { layout?: keyof typeof LAYOUTS }) {
  const { t } = useTranslation();
  const toast = useToast();
  const running = useRunningTimer();
  const stop = useStopTimer();
  const entry = running.data ?? null;
  const now = useNow(entry !== null);
  if (!entry) return null;

  const title = entry.task_title ?? t('timeTracking.header.noTask');
  // The title is always part of the link's name; on a narrow chip only the clock shows, and the
  // name still starts with what is visible.
  const titleClass =
    layout === 'strip'
      ? 'min-w-0 truncate'
      : 'sr-only xl:not-sr-only xl:max-w-48 xl:min-w-0 xl:truncate';

  return (
    <div
      role="group"
      aria-label={t('timeTracking.header.label')}
      className={`${LAYOUTS[layout]} min-w-0`}
    >
      <Link
        to={timerHref(entry)}
        title={title}
        className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-full px-2 text-sm hover:bg-muted"
      >
        <span
          className="size-2 shrink-0 animate-pulse rounded-full bg-red-600"
          aria-hidden="true"
        />
        <time dir="ltr" className="shrink-0 font-mono tabular-nums" dateTime={entry.start_time}>
          {clockText((now - Date.parse(entry.start_time)) / 1000)}
        </time>{' '}
        <span dir="auto" className={titleClass}>
          {title}
        </span>
      </Link>
      <button
        type="button"
        className={`${buttonClass('ghost', 'sm')} shrink-0 rounded-full text-red-700 dark:text-red-400`}
        disabled={stop.isPending}
        onClick={() =>
          stop.mutate(undefined, {
            onError: (error) => {
              // 409: it was already stopped elsewhere, which is what was asked; the refresh that
              // follows every stop removes it from here.
              if (error instanceof ApiError && error.status === 409) return;
              toast.error(describeError(error, t, t('timeTracking.timer.stopFailed')));
            },
          })
        }
      >
        <Square aria-hidden="true" className="size-4 fill-current" />
        {t('timeTracking.header.stop')}
      </button>
    </div>
  );
}
