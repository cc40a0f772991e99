import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles.ts';
import { Spinner } from '../../components/spinner.tsx';

/** "Loading tasks..." while a board or list loads. */
export function TasksLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-fg-muted">
      <Spinner />
      <span>{t('tasks.board.loading')}</span>
    </div>
  );
}

/** The retry view: "Failed to load tasks. Please try again later." */
export function TasksLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto my-8 flex max-w-md flex-col items-center gap-4 rounded-xl border border-border bg-surface p-8 text-center"
    >
      <AlertTriangle aria-hidden="true" className="size-8 text-amber-500" />
      <p className="text-sm">{t('tasks.board.loadFailed')}</p>
      <button type="button" className={buttonClass('primary')} onClick={onRetry}>
        {t('tasks.board.retry')}
      </button>
    </div>
  );
}
