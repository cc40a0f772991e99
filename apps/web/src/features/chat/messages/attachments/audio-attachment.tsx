import type { AttachmentJson } from '@crewline/shared/contracts/chat-responses';
import { useTranslation } from 'react-i18next';
import { useBlob } from './blob-cache-context.tsx';

/** An audio file with the browser's controls, under its name. */
export function AudioAttachment({ attachment }: { attachment: AttachmentJson }) {
  const { t } = useTranslation();
  const blob = useBlob(attachment.file_url);
  if (blob.status === 'loading') {
    return <p className="text-sm text-fg-muted">{t('chatMessages.media.loadingAudio')}</p>;
  }
  if (blob.status === 'error') {
    return <p className="text-sm text-fg-muted">{t('chatMessages.media.unavailable')}</p>;
  }
  return (
    <figure className="flex w-full max-w-sm flex-col gap-1">
      <figcaption className="truncate text-xs text-fg-muted">
        <bdi>{attachment.file_name}</bdi>
      </figcaption>
      <audio
        controls
        preload="metadata"
        src={blob.url}
        className="w-full"
        aria-label={attachment.file_name}
      />
    </figure>
  );
}
