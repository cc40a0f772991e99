import type { AttachmentJson } from '@crewline/shared/contracts/chat-responses';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../../components/toast/use-toast.ts';
import { describeError } from '../../../../i18n/describe-error.ts';
import { useFormatters } from '../../../../i18n/use-formatters.ts';
import { formatBytes } from '../../../../components/format-bytes.ts';
import { fetchBlob } from './fetch-blob.ts';

async function saveFile(attachment: AttachmentJson): Promise<void> {
  const blob = await fetchBlob(attachment.file_url);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.file_name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Any other file: its name, size and a download button (fetched with the bearer token). */
export function FileAttachment({ attachment }: { attachment: AttachmentJson }) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const size = formatBytes(attachment.file_size, locale);
  return (
    <div className="flex w-full max-w-sm items-center gap-3 rounded-lg border border-border bg-surface px-3 py-2">
      <FileText aria-hidden="true" className="size-6 shrink-0 text-fg-muted" />
      <div className="flex min-w-0 flex-1 flex-col">
        <bdi className="truncate text-sm font-medium" title={attachment.file_name}>
          {attachment.file_name}
        </bdi>
        <span className="text-xs text-fg-muted" dir="ltr">
          {size}
        </span>
      </div>
      <button
        type="button"
        disabled={busy}
        className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm text-primary hover:bg-muted"
        aria-label={`${t('chatMessages.media.download')} ${attachment.file_name}`}
        onClick={() => {
          setBusy(true);
          saveFile(attachment)
            .catch((error: unknown) =>
              toast.error(describeError(error, t, t('chatMessages.media.unavailable'))),
            )
            .finally(() => setBusy(false));
        }}
      >
        <Download aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">{t('chatMessages.media.download')}</span>
      </button>
    </div>
  );
}
