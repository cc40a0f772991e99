import type { FileJson } from '@crewline/shared/contracts/files';
import { Download, RotateCcw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFileVersions } from '../../api/files/use-file-versions.ts';
import { useDeleteVersion, useRestoreVersion } from '../../api/files/use-file-mutations.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { Spinner } from '../../components/spinner.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { errorSentence } from '../../i18n/describe-error.ts';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { Modal } from '../../components/modal.tsx';
import { formatBytes } from '../../components/format-bytes.ts';
import { useDownloadFiles } from './use-download-files.ts';

/** A file's versions, newest first, each with download, and restore (as the newest) or delete. */
export function VersionHistoryDialog({
  file,
  canUpload,
  onClose,
}: {
  file: FileJson | null;
  /** Restoring adds a version, as an upload does: not for observers. */
  canUpload: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { date, locale } = useFormatters();
  const toast = useToast();
  const versions = useFileVersions(file?.id ?? null);
  const restore = useRestoreVersion();
  const remove = useDeleteVersion();
  const { busy, downloadVersion } = useDownloadFiles();
  const reason = (error: unknown) => errorSentence(error, t);
  const newest = versions.data?.[0]?.version;
  return (
    <Modal
      open={file !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('projectFiles.historyOf', { name: file?.name ?? '' })}
      wide
    >
      {versions.isPending ? <Spinner /> : null}
      {versions.data?.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('projectFiles.noVersions')}</p>
      ) : null}
      <ol className="flex flex-col gap-2">
        {versions.data?.map((version) => {
          const label = t('projectFiles.version', { version: version.version });
          return (
            <li
              key={version.id}
              className="flex flex-wrap items-center gap-2 rounded-lg border border-border p-3"
            >
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium">
                  {label}
                  {version.version === newest ? (
                    <span className="ms-2 rounded bg-primary-soft px-1.5 py-0.5 text-xs text-primary-soft-fg">
                      {t('projectFiles.latest')}
                    </span>
                  ) : null}
                </span>
                <span className="text-xs text-fg-muted">
                  <span dir="ltr">{formatBytes(version.file_size, locale)}</span>
                  {' · '}
                  <bdi>{version.uploaded_by_name ?? '—'}</bdi>
                  {' · '}
                  {date(version.upload_date, { dateStyle: 'medium', timeStyle: 'short' })}
                </span>
                {version.comment ? (
                  <bdi className="text-sm text-fg-muted">{version.comment}</bdi>
                ) : null}
              </div>
              <button
                type="button"
                disabled={busy}
                className={buttonClass('secondary', 'sm')}
                aria-label={`${t('projectFiles.download')} ${label}`}
                onClick={() => void downloadVersion(version, version.file_name || file!.name)}
              >
                <Download aria-hidden="true" className="size-4" />
                {t('projectFiles.download')}
              </button>
              {canUpload && version.version !== newest ? (
                <button
                  type="button"
                  disabled={restore.isPending}
                  className={buttonClass('secondary', 'sm')}
                  aria-label={`${t('projectFiles.restore')} ${label}`}
                  onClick={() =>
                    restore.mutate(version, {
                      onSuccess: () =>
                        toast.success(t('projectFiles.restored', { version: version.version })),
                      onError: (error) => toast.error(reason(error)),
                    })
                  }
                >
                  <RotateCcw aria-hidden="true" className="size-4" />
                  {t('projectFiles.restore')}
                </button>
              ) : null}
              {version.can.delete ? (
                <button
                  type="button"
                  disabled={remove.isPending}
                  className={buttonClass('ghost', 'sm', 'text-red-600 dark:text-red-400')}
                  aria-label={`${t('projectFiles.deleteVersion')} ${label}`}
                  onClick={() =>
                    remove.mutate(version, { onError: (error) => toast.error(reason(error)) })
                  }
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('projectFiles.deleteVersion')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
    </Modal>
  );
}
