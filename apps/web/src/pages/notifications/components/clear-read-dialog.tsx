import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

type ClearReadDialogProps = {
  open: boolean;
  /** How many read notifications would go. */
  count: number;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
};

/** Clear Read's confirmation: deleting notifications cannot be undone, so it asks first. */
export function ClearReadDialog({ open, count, onOpenChange, onConfirm }: ClearReadDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('notifications.clearReadDialog.title')}
      body={<p>{t('notifications.clearReadDialog.body', { count })}</p>}
      confirmLabel={t('notifications.clearReadDialog.confirm')}
      cancelLabel={t('notifications.clearReadDialog.cancel')}
      busyLabel={t('notifications.clearReadDialog.confirm')}
      busy={false}
      danger
      onConfirm={onConfirm}
    />
  );
}
