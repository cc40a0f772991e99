import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRunningTimer } from '../../api/time-entries/use-running-timer.ts';

/**
 * A small mark on a task's card while the viewer's own timer runs on that task. Every card reads
 * the one cached running timer, so a board of hundreds of cards still makes a single request.
 */
export function CardTimerBadge({ taskId }: { taskId: string }) {
  const { t } = useTranslation();
  const running = useRunningTimer();
  if (running.data?.task_id !== taskId) return null;
  const label = t('timeTracking.card.running');
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-red-50 px-1.5 py-0.5 text-xs text-red-700 dark:bg-red-950 dark:text-red-300"
    >
      <span className="size-1.5 animate-pulse rounded-full bg-current" aria-hidden="true" />
      <Timer aria-hidden="true" className="size-3" />
    </span>
  );
}
