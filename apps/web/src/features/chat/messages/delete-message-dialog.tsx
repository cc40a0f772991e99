import type { MessageJson } from '@crewline/shared/contracts/chat-responses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/use-toast.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { replyPreviewText } from './reply-preview.ts';

type DeleteMessageDialogProps = {
  /** The message to delete, or null when the dialog is closed. */
  message: MessageJson | null;
  onClose: () => void;
  onDelete: (messageId: string) => Promise<void>;
};

/** Delete Message: asks first; a failure keeps the dialog and says so. */
export function DeleteMessageDialog({ message, onClose, onDelete }: DeleteMessageDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    if (!message) return;
    setBusy(true);
    onDelete(message.id)
      .then(onClose)
      .catch(() => toast.error(t('chatMessages.errors.deleteFailed')))
      .finally(() => setBusy(false));
  };
  const preview = message ? replyPreviewText(message.content) : '';
  return (
    <ConfirmDialog
      open={message !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('chatMessages.delete.title')}
      body={
        <div className="flex flex-col gap-2">
          <p>{t('chatMessages.delete.body')}</p>
          {preview ? (
            <blockquote
              dir="auto"
              className="rounded-lg border-s-4 border-border bg-muted px-3 py-2 text-fg-muted"
            >
              {preview}
            </blockquote>
          ) : null}
        </div>
      }
      confirmLabel={t('chatMessages.delete.confirm')}
      cancelLabel={t('chatMessages.cancel')}
      busyLabel={t('chatMessages.deleting')}
      busy={busy}
      onConfirm={confirm}
    />
  );
}
