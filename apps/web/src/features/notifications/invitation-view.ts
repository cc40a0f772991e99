import type { Invitation } from '../../api/invitations/invitations-api.ts';
import type { AppNotification } from '../../api/notifications/types.ts';
import type { InvitationAnswer } from './invitation-answers.ts';

/** What an invitation notification can offer: answers, or read-only text saying why not. */
type InvitationView =
  | { kind: 'loading' }
  | { kind: 'pending'; invitation: Invitation }
  | { kind: 'expired' }
  | { kind: 'answered'; status: InvitationAnswer }
  | { kind: 'notPending' };

/**
 * Decides from the server's list of the caller's pending invitations (the truth) whether an
 * invitation notification may still be answered. One no longer in that list was cancelled,
 * answered elsewhere or never existed; this device's own answer words it when known.
 */
export function invitationView(
  notification: AppNotification,
  pending: Invitation[] | undefined,
  answers: Record<string, InvitationAnswer>,
): InvitationView {
  const id = notification.metadata?.invitation_id;
  if (!id) return { kind: 'notPending' };
  if (!pending) return { kind: 'loading' };
  const invitation = pending.find((item) => item.id === id && item.status === 'pending');
  if (invitation) return invitation.expired ? { kind: 'expired' } : { kind: 'pending', invitation };
  const answer = answers[id];
  return answer ? { kind: 'answered', status: answer } : { kind: 'notPending' };
}
