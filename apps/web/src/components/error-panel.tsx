import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button-styles.ts';

type ErrorPanelProps = { onRetry?: () => void };

/** "Something went wrong" with Try Again and Refresh Page. */
export function ErrorPanel({ onRetry }: ErrorPanelProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto my-8 flex max-w-lg flex-col items-center gap-4 rounded-xl border border-border bg-surface p-8 text-center"
    >
      <AlertTriangle aria-hidden="true" className="size-10 text-amber-500" />
      <h2 className="text-lg font-semibold">{t('errors.title')}</h2>
      <p className="text-sm text-fg-muted">{t('errors.body')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <button type="button" className={buttonClass('primary')} onClick={onRetry}>
            {t('errors.tryAgain')}
          </button>
        ) : null}
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => window.location.reload()}
        >
          {t('errors.refresh')}
        </button>
      </div>
    </div>
  );
}
