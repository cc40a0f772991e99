import type { AttachmentJson } from '@crewline/shared/contracts/chat-responses';
import { Pause, Play } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlob } from './blob-cache-context.tsx';
import { usePlayback } from './use-playback.ts';

function Pending({ status }: { status: 'loading' | 'error' }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-fg-muted">
      {status === 'loading'
        ? t('chatMessages.media.loadingVideo')
        : t('chatMessages.media.unavailable')}
    </p>
  );
}

/** A video file with the browser's controls. */
export function VideoAttachment({ attachment }: { attachment: AttachmentJson }) {
  const { t } = useTranslation();
  const blob = useBlob(attachment.file_url);
  if (blob.status !== 'ready') return <Pending status={blob.status} />;
  return (
    <video
      controls
      preload="metadata"
      src={blob.url}
      className="aspect-video w-full max-w-sm rounded-lg bg-black"
      aria-label={attachment.file_name}
    >
      {t('chatMessages.media.noVideoSupport')}
    </video>
  );
}

/** A video note: a round player; a tap plays or pauses it. */
export function VideoNotePlayer({ attachment }: { attachment: AttachmentJson }) {
  const { t } = useTranslation();
  const blob = useBlob(attachment.file_url);
  const video = useRef<HTMLVideoElement>(null);
  const { playing, toggle, events } = usePlayback(video);
  if (blob.status !== 'ready') return <Pending status={blob.status} />;
  return (
    <button
      type="button"
      onClick={toggle}
      className="group relative size-48 overflow-hidden rounded-full bg-black shadow-sm"
      aria-label={playing ? t('chatMessages.media.pauseVideo') : t('chatMessages.media.playVideo')}
    >
      <video
        ref={video}
        src={blob.url}
        preload="metadata"
        playsInline
        className="size-full object-cover"
        {...events}
      >
        {t('chatMessages.media.noVideoSupport')}
      </video>
      <span
        aria-hidden="true"
        className={`absolute inset-0 flex items-center justify-center bg-black/20 text-white transition-opacity ${playing ? 'opacity-0 group-hover:opacity-100' : ''}`}
      >
        {playing ? <Pause className="size-10" /> : <Play className="size-10" />}
      </span>
    </button>
  );
}
