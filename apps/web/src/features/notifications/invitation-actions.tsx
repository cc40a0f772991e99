import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMyInvitations } from '../../api/invitations/use-my-invitations.ts';
import { useRespondToInvitation } from '../../api/invitations/use-respond-to-invitation.ts';
import { markReadInCache } from '../../api/notifications/notification-cache.ts';
import type { AppNotification } from '../../api/notifications/types.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { ACCEPT_REDIRECT_MS } from '../invitations/received-invitations.tsx';
import {
  readInvitationAnswers,
  rememberInvitationAnswer,
  type InvitationAnswer,
} from './invitation-answers.ts';
import { invitationView } from './invitation-view.ts';

/**
 * Accept and Decline for an invitation notification, in place: accepting opens the
 * project one second later. An invitation that is no longer pending (cancelled, answered
 * elsewhere, unknown, expired) shows read-only text instead.
 */
export function InvitationActions({
  notification,
  compact = false,
}: {
  notification: AppNotification;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pending = useMyInvitations();
  const respond = useRespondToInvitation();
  const [busy, setBusy] = useState<InvitationAnswer | null>(null);
  // Answered here: worded at once, before the pending list is read again.
  const [answered, setAnswered] = useState<InvitationAnswer | null>(null);
  const found = invitationView(notification, pending.data, readInvitationAnswers());
  const view = answered ? ({ kind: 'answered', status: answered } as const) : found;

  if (view.kind === 'loading') return null;
  if (view.kind !== 'pending' && busy === null) {
    const text =
      view.kind === 'expired'
        ? t('notifications.invitation.expired')
        : view.kind === 'answered'
          ? t(
              view.status === 'accepted'
                ? 'notifications.invitation.youAccepted'
                : 'notifications.invitation.youDeclined',
            )
          : t('notifications.invitation.notPending');
    return <p className="text-sm text-fg-muted">{text}</p>;
  }

  function answer(status: InvitationAnswer) {
    if (view.kind !== 'pending') return;
    const invitation = view.invitation;
    setBusy(status);
    respond.mutate(
      { id: invitation.id, status },
      {
        onSuccess: (result) => {
          rememberInvitationAnswer(invitation.id, status);
          // The server marks the notification read too; its frame will agree.
          markReadInCache(queryClient, [notification.id]);
          setBusy(null);
          setAnswered(status);
          if (status === 'declined') {
            toast.info(t('notifications.invitation.declined'));
            return;
          }
          toast.success(t('notifications.invitation.accepted'));
          const projectId = result.project_id || invitation.project_id;
          // Not cleared on unmount: the bell or pop-up may close meanwhile, the promise stands.
          setTimeout(() => void navigate(`/dashboard/projects/${projectId}`), ACCEPT_REDIRECT_MS);
        },
        // Failures clear the state silently. The pending list is read again either
        // way, so one that is no longer pending (INVITATION_NOT_PENDING) turns into text.
        onError: () => setBusy(null),
      },
    );
  }

  const size = compact ? 'sm' : 'md';
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={buttonClass('primary', size)}
        disabled={busy !== null}
        onClick={() => answer('accepted')}
      >
        {busy === 'accepted'
          ? t('notifications.invitation.accepting')
          : t('notifications.invitation.accept')}
      </button>
      <button
        type="button"
        className={buttonClass('secondary', size)}
        disabled={busy !== null}
        onClick={() => answer('declined')}
      >
        {busy === 'declined'
          ? t('notifications.invitation.declining')
          : t('notifications.invitation.decline')}
      </button>
    </div>
  );
}
