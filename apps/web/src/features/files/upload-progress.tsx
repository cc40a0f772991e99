import { useTranslation } from 'react-i18next';
import type { FileUpload } from '../../api/files/use-file-uploads.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { uploadErrorText } from './file-errors.ts';

/** Every upload of this visit with its own progress bar, result or error. */
export function UploadProgress({
  uploads,
  onClear,
}: {
  uploads: readonly FileUpload[];
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  if (uploads.length === 0) return null;
  const finished = uploads.some((upload) => upload.status !== 'uploading');
  return (
    <section
      aria-label={t('projectFiles.uploads')}
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">{t('projectFiles.uploads')}</h2>
        {finished ? (
          <button type="button" className={buttonClass('ghost', 'sm')} onClick={onClear}>
            {t('projectFiles.clearUploads')}
          </button>
        ) : null}
      </div>
      <ul className="flex flex-col gap-2">
        {uploads.map((upload) => (
          <li key={upload.key} className="flex flex-col gap-1 text-sm">
            <div className="flex items-center justify-between gap-2">
              <bdi className="truncate">
                {upload.name}
                {upload.newVersion ? (
                  <span className="text-fg-muted"> ({t('projectFiles.uploadNewVersion')})</span>
                ) : null}
              </bdi>
              <span
                className={
                  upload.status === 'failed' ? 'text-red-600 dark:text-red-400' : 'text-fg-muted'
                }
              >
                {upload.status === 'done'
                  ? t('projectFiles.uploadDone')
                  : upload.status === 'failed'
                    ? t('projectFiles.uploadFailed')
                    : `${Math.round(upload.progress * 100)}%`}
              </span>
            </div>
            {/* The theme's bar: a native <progress> paints in the browser's own colours. */}
            <ProgressBar value={upload.progress * 100} label={upload.name} />
            {upload.status === 'failed' ? (
              <p role="alert" className="text-xs text-red-600 dark:text-red-400">
                {uploadErrorText(upload.failure, t, locale)}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
