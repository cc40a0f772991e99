import type { AttachmentJson } from '@crewline/shared/contracts/chat-responses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlob } from './blob-cache-context.tsx';

const MAX_WIDTH = 280;
const MAX_HEIGHT = 240;

/** The box a thumbnail takes, from the image's own size, so the list never jumps when it loads. */
export function thumbnailBox(
  width: number | null,
  height: number | null,
): { width: number; height: number } {
  if (!width || !height) return { width: MAX_WIDTH, height: Math.round(MAX_WIDTH * 0.75) };
  const scale = Math.min(1, MAX_WIDTH / width, MAX_HEIGHT / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

type ImageAttachmentProps = { attachment: AttachmentJson; onOpen: () => void };

/**
 * An image's thumbnail in its reserved box ("Loading image..." meanwhile); it opens the viewer.
 * An image that cannot be loaded is hidden.
 */
export function ImageAttachment({ attachment, onOpen }: ImageAttachmentProps) {
  const { t } = useTranslation();
  const blob = useBlob(attachment.thumbnail_url ?? attachment.file_url);
  const [broken, setBroken] = useState(false);
  const box = thumbnailBox(attachment.width, attachment.height);
  if (blob.status === 'error' || broken) return null;
  const style = { width: box.width, aspectRatio: `${box.width} / ${box.height}` };
  if (blob.status === 'loading') {
    return (
      <div
        style={style}
        className="flex max-w-full items-center justify-center rounded-lg bg-muted text-xs text-fg-muted"
      >
        {t('chatMessages.media.loadingImage')}
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={onOpen}
      style={style}
      className="block max-w-full overflow-hidden rounded-lg bg-muted focus-visible:outline-2"
      aria-label={t('chatMessages.media.openImage', { name: attachment.file_name })}
    >
      <img
        src={blob.url}
        alt={attachment.file_name}
        width={box.width}
        height={box.height}
        className="size-full object-cover"
        onError={() => setBroken(true)}
      />
    </button>
  );
}
