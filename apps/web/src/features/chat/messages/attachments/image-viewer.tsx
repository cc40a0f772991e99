import type { AttachmentJson } from '@crewline/shared/contracts/chat-responses';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBlob } from './blob-cache-context.tsx';

type ImageViewerProps = {
  images: readonly AttachmentJson[];
  /** The image shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
};

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70 disabled:opacity-30';

/**
 * The image viewer: one of a message's images at full size on a dark backdrop. Escape closes
 * (Radix); the arrow keys and the buttons step through the message's images, and "next" lies
 * in the reading direction (to the left in Arabic).
 */
export function ImageViewer({ images, index, onIndexChange }: ImageViewerProps) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const image = index === null ? undefined : images[index];
  const count = images.length;
  const go = (step: number) => {
    if (index === null) return;
    const next = index + step;
    if (next >= 0 && next < count) onIndexChange(next);
  };
  const PrevIcon = rtl ? ChevronRight : ChevronLeft;
  const NextIcon = rtl ? ChevronLeft : ChevronRight;

  return (
    <Dialog.Root open={image !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') go(rtl ? -1 : 1);
            else if (event.key === 'ArrowLeft') go(rtl ? 1 : -1);
            else return;
            event.preventDefault();
          }}
        >
          <div className="flex items-center gap-3 p-3">
            <Dialog.Title className="min-w-0 flex-1 truncate text-sm font-medium">
              <bdi>{image?.file_name}</bdi>
            </Dialog.Title>
            {count > 1 && index !== null ? (
              <span className="text-sm tabular-nums" aria-live="polite">
                {t('chatMessages.media.imageCount', { current: index + 1, total: count })}
              </span>
            ) : null}
            <Dialog.Close className={controlClass} aria-label={t('chatMessages.media.closeViewer')}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4">
            {image ? <FullImage image={image} /> : null}
            {count > 1 ? (
              <>
                <button
                  type="button"
                  className={`${controlClass} absolute start-2 top-1/2 -translate-y-1/2`}
                  disabled={index === 0}
                  onClick={() => go(-1)}
                  aria-label={t('chatMessages.media.previousImage')}
                >
                  <PrevIcon aria-hidden="true" className="size-6" />
                </button>
                <button
                  type="button"
                  className={`${controlClass} absolute end-2 top-1/2 -translate-y-1/2`}
                  disabled={index === count - 1}
                  onClick={() => go(1)}
                  aria-label={t('chatMessages.media.nextImage')}
                >
                  <NextIcon aria-hidden="true" className="size-6" />
                </button>
              </>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function FullImage({ image }: { image: AttachmentJson }) {
  const { t } = useTranslation();
  const blob = useBlob(image.file_url);
  if (blob.status === 'loading')
    return <p className="text-sm">{t('chatMessages.media.loadingImage')}</p>;
  if (blob.status === 'error')
    return <p className="text-sm">{t('chatMessages.media.unavailable')}</p>;
  return (
    <img
      src={blob.url}
      alt={image.file_name}
      className="max-h-full max-w-full object-contain"
      style={
        image.width && image.height
          ? { aspectRatio: `${image.width} / ${image.height}` }
          : undefined
      }
    />
  );
}
