import { useTranslation } from 'react-i18next';
import type { Member } from '../../api/members/members-api.ts';
import { useRemoveMember } from '../../api/members/use-remove-member.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';

type RemoveMemberModalProps = {
  projectId: string;
  member: Member;
  onClose: () => void;
};

/** "Remove Member": asks, then removes; failures read "Failed to remove member". */
export function RemoveMemberModal({ projectId, member, onClose }: RemoveMemberModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useRemoveMember(projectId);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('projects.remove.title')}
      body={t('projects.remove.body', { name: member.name })}
      confirmLabel={t('projects.remove.confirm')}
      cancelLabel={t('projects.remove.cancel')}
      busyLabel={t('projects.remove.removing')}
      busy={remove.isPending}
      error={remove.isError ? t('projects.remove.failed') : null}
      onConfirm={() =>
        remove.mutate(member.id, {
          onSuccess: () => {
            toast.success(t('projects.remove.removed'));
            onClose();
          },
        })
      }
    />
  );
}
