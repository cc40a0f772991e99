import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

type ClearAllDialogProps = {
  open: boolean;
  total: number;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
};

/**
 * Clear All's confirmation, with its warning that pending invitations stay pending
 * and reachable from the Projects page (deleting a notification never cancels one).
 */
export function ClearAllDialog({ open, total, onOpenChange, onConfirm }: ClearAllDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('notifications.clearAllDialog.title')}
      body={
        <div className="flex flex-col gap-3">
          <p>{t('notifications.clearAllDialog.body', { count: total })}</p>
          <FormAlert tone="info">{t('notifications.clearAllDialog.invitations')}</FormAlert>
        </div>
      }
      confirmLabel={t('notifications.clearAllDialog.confirm')}
      cancelLabel={t('notifications.clearAllDialog.cancel')}
      busyLabel={t('notifications.clearAllDialog.confirm')}
      busy={false}
      danger
      onConfirm={onConfirm}
    />
  );
}
