import { useTranslation } from 'react-i18next';
import type { Thread } from '../../api/chat/types.ts';
import { useDeleteThread } from '../../api/chat/use-delete-thread.ts';
import { describeError } from '../../i18n/describe-error.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { threadTitle } from './thread-title.ts';

type DeleteThreadDialogProps = {
  thread: Thread | null;
  onClose: () => void;
  onDeleted: (threadId: string) => void;
};

/** Delete Thread: confirms, then deletes; a failure says why ("Failed to delete thread: …"). */
export function DeleteThreadDialog({ thread, onClose, onDeleted }: DeleteThreadDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteThread();
  const reason = remove.error ? describeError(remove.error, t, t('errors.generic')) : null;
  return (
    <ConfirmDialog
      open={thread !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
      title={t('chat.remove.title')}
      body={
        <p dir="auto">{thread ? t('chat.remove.body', { title: threadTitle(thread, t) }) : null}</p>
      }
      confirmLabel={t('chat.remove.confirm')}
      cancelLabel={t('chat.remove.cancel')}
      busyLabel={t('chat.remove.busy')}
      busy={remove.isPending}
      error={reason ? t('chat.errors.deleteThread', { reason }) : null}
      onConfirm={() => {
        if (!thread) return;
        remove.mutate(thread.id, {
          onSuccess: () => {
            onDeleted(thread.id);
            onClose();
          },
        });
      }}
    />
  );
}
