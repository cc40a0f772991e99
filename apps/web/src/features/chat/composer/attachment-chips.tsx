import { ATTACHMENT_MAX_BYTES } from '@crewline/shared/limits';
import type { TFunction } from 'i18next';
import { Check, CircleAlert, FileText, Mic, Video, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { describeError } from '../../../i18n/describe-error.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { formatBytes } from '../../../components/format-bytes.ts';
import type { UploadItem } from './use-attachment-uploads.ts';

/** Why a file did not upload, in the reader's language (the server words its refusals in English). */
function failureText(failure: unknown, t: TFunction, locale: string): string {
  if (failure instanceof ApiError && failure.status === 413) {
    return t('chatComposer.attachments.uploadTooLarge', {
      size: formatBytes(ATTACHMENT_MAX_BYTES, locale),
    });
  }
  return describeError(failure, t, t('chatComposer.attachments.failed'));
}

/**
 * The message's files as chips: a local thumbnail for images, the name and size, a progress bar
 * while uploading, and a remove button.
 */
export function AttachmentChips({
  items,
  onRemove,
}: {
  items: readonly UploadItem[];
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  if (items.length === 0) return null;
  return (
    // One scrolling row on phones (three chips would take the screen), wrapping from 640 px.
    <ul
      aria-label={t('chatComposer.attachments.label')}
      className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible sm:pb-0"
    >
      {items.map((item) => {
        const percent = Math.round(item.progress * 100);
        const failed = item.status === 'failed';
        const Icon = item.mimeType.startsWith('audio/')
          ? Mic
          : item.mimeType.startsWith('video/')
            ? Video
            : FileText;
        return (
          <li
            key={item.key}
            className={`flex w-56 shrink-0 items-center gap-2 rounded-lg border p-1.5 ps-2 sm:w-64 ${failed ? 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950' : 'border-border bg-surface'}`}
          >
            {item.previewUrl ? (
              <img src={item.previewUrl} alt="" className="size-10 shrink-0 rounded object-cover" />
            ) : (
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded bg-muted text-fg-muted">
                <Icon aria-hidden="true" className="size-5" />
              </span>
            )}
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <bdi className="truncate text-sm font-medium">{item.name}</bdi>
              {item.status === 'uploading' ? (
                <div
                  role="progressbar"
                  aria-label={t('chatComposer.attachments.uploading', { file: item.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
                >
                  <div
                    className="h-full rounded-full bg-primary transition-[width]"
                    style={{ width: `${percent}%` }}
                  />
                </div>
              ) : (
                <p
                  className={`flex items-center gap-1 text-xs ${failed ? 'text-red-700 dark:text-red-300' : 'text-fg-muted'}`}
                >
                  {failed ? (
                    <CircleAlert aria-hidden="true" className="size-3.5 shrink-0" />
                  ) : (
                    <Check aria-hidden="true" className="size-3.5 shrink-0" />
                  )}
                  {/* The reason is often long: the chip says "failed" and keeps the reason, worded
                      in the page's language, as its tooltip. */}
                  <span
                    className="truncate"
                    title={failed ? failureText(item.failure, t, locale) : undefined}
                  >
                    {failed ? t('chatComposer.attachments.failed') : formatBytes(item.size, locale)}
                  </span>
                  {failed ? null : (
                    <span className="sr-only">{t('chatComposer.attachments.uploaded')}</span>
                  )}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={() => onRemove(item.key)}
              aria-label={t('chatComposer.attachments.remove', { file: item.name })}
              title={t('chatComposer.attachments.remove', { file: item.name })}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-fg-muted hover:bg-muted hover:text-fg"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
