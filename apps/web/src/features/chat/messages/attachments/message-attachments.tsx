import type { AttachmentJson } from '@crewline/shared/contracts/chat-responses';
import { X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../../components/toast/use-toast.ts';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { attachmentView, type AttachmentView } from './attachment-kind.ts';
import { AudioAttachment } from './audio-attachment.tsx';
import { FileAttachment } from './file-attachment.tsx';
import { ImageAttachment } from './image-attachment.tsx';
import { ImageViewer } from './image-viewer.tsx';
import { VideoAttachment, VideoNotePlayer } from './video-attachment.tsx';
import { VoiceNotePlayer } from './voice-note-player.tsx';

type MessageAttachmentsProps = {
  attachments: readonly AttachmentJson[];
  /** The author may remove attachments. */
  canDelete: boolean;
  onDelete: (attachmentId: string) => Promise<void>;
};

/**
 * A message's files, each in the player its kind calls for: images as a row of thumbnails
 * that open the viewer, videos, round video notes, audio, voice notes with their waveform,
 * and other files as a download row. The author gets a remove button on each, confirmed first.
 */
export function MessageAttachments({ attachments, canDelete, onDelete }: MessageAttachmentsProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [viewing, setViewing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<AttachmentJson | null>(null);
  const [busy, setBusy] = useState(false);
  const images = attachments.filter((attachment) => attachmentView(attachment) === 'image');
  const others = attachments.filter((attachment) => attachmentView(attachment) !== 'image');

  const removable = (attachment: AttachmentJson, content: ReactNode) => (
    <div
      key={attachment.id}
      className="relative max-w-full"
      data-attachment-view={attachmentView(attachment)}
    >
      {content}
      {canDelete ? (
        <button
          type="button"
          onClick={() => setRemoving(attachment)}
          className="absolute -top-2 -end-2 inline-flex size-7 items-center justify-center rounded-full border border-border bg-surface text-fg-muted shadow-sm hover:text-red-600"
          aria-label={t('chatMessages.attachments.delete', { name: attachment.file_name })}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );

  const confirmRemove = () => {
    if (!removing) return;
    setBusy(true);
    onDelete(removing.id)
      .then(() => setRemoving(null))
      .catch(() => toast.error(t('chatMessages.attachments.deleteFailed')))
      .finally(() => setBusy(false));
  };

  return (
    <div className="flex flex-col items-start gap-2">
      {images.length > 0 ? (
        <div className="flex max-w-full flex-wrap gap-2">
          {images.map((image, index) =>
            removable(
              image,
              <ImageAttachment attachment={image} onOpen={() => setViewing(index)} />,
            ),
          )}
        </div>
      ) : null}
      {others.map((attachment) =>
        removable(attachment, <Player view={attachmentView(attachment)} attachment={attachment} />),
      )}
      <ImageViewer images={images} index={viewing} onIndexChange={setViewing} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && !busy && setRemoving(null)}
        title={t('chatMessages.attachments.deleteTitle')}
        body={
          <p>{t('chatMessages.attachments.deleteBody', { name: removing?.file_name ?? '' })}</p>
        }
        confirmLabel={t('chatMessages.attachments.deleteConfirm')}
        cancelLabel={t('chatMessages.cancel')}
        busyLabel={t('chatMessages.deleting')}
        busy={busy}
        onConfirm={confirmRemove}
      />
    </div>
  );
}

function Player({ view, attachment }: { view: AttachmentView; attachment: AttachmentJson }) {
  switch (view) {
    case 'voice-note':
      return <VoiceNotePlayer attachment={attachment} />;
    case 'video-note':
      return <VideoNotePlayer attachment={attachment} />;
    case 'video':
      return <VideoAttachment attachment={attachment} />;
    case 'audio':
      return <AudioAttachment attachment={attachment} />;
    case 'image':
    case 'file':
      return <FileAttachment attachment={attachment} />;
  }
}
