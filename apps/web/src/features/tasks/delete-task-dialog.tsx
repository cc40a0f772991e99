import { useTranslation } from 'react-i18next';
import type { Task } from '../../api/tasks/types.ts';
import { useDeleteTask } from '../../api/tasks/use-delete-task.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';

type DeleteTaskDialogProps = { task: Task | null; onClose: () => void };

/** Asks before a card's delete button deletes; a failure is shown in place. */
export function DeleteTaskDialog({ task, onClose }: DeleteTaskDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteTask();
  return (
    <ConfirmDialog
      open={task !== null}
      onOpenChange={(open) => {
        if (open) return;
        remove.reset();
        onClose();
      }}
      title={t('tasks.deleteDialog.title')}
      body={t('tasks.deleteDialog.body', { title: task?.title ?? '' })}
      confirmLabel={t('tasks.deleteDialog.confirm')}
      cancelLabel={t('tasks.deleteDialog.cancel')}
      busyLabel={t('tasks.deleteDialog.busy')}
      busy={remove.isPending}
      error={remove.isError ? t('tasks.board.deleteFailed') : null}
      onConfirm={() => {
        if (!task) return;
        remove.mutate(task.id, {
          onSuccess: () => {
            toast.success(t('tasks.board.deleted'));
            remove.reset();
            onClose();
          },
        });
      }}
    />
  );
}
