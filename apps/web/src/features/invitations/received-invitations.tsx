import { Mail } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Invitation } from '../../api/invitations/invitations-api.ts';
import { useMyInvitations } from '../../api/invitations/use-my-invitations.ts';
import { useRespondToInvitation } from '../../api/invitations/use-respond-to-invitation.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { describeError } from '../../i18n/describe-error.ts';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { isolate } from '../../i18n/bidi.ts';

/** After accepting, the project opens one second later. */
export const ACCEPT_REDIRECT_MS = 1_000;

function InvitationCard({
  invitation,
  busy,
  onAnswer,
}: {
  invitation: Invitation;
  busy: 'accepted' | 'declined' | null;
  onAnswer: (status: 'accepted' | 'declined') => void;
}) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const role = t(`projects.roles.${invitation.role}`);
  const project = isolate(invitation.project_name || t('projects.unnamed'));
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-medium">
          {invitation.inviter_name
            ? t('projects.invitations.from', {
                inviter: isolate(invitation.inviter_name),
                project,
                role,
              })
            : t('projects.invitations.fromUnknown', { project, role })}
        </p>
        {invitation.message ? (
          <p className="text-sm break-words whitespace-pre-line text-fg-muted">
            <bdi>“{invitation.message}”</bdi>
          </p>
        ) : null}
        <p className="text-xs text-fg-muted">
          {t('projects.invitations.sent', {
            date: date(invitation.created_at, { dateStyle: 'medium' }),
          })}
        </p>
        {invitation.expired ? (
          <p className="text-sm text-amber-700 dark:text-amber-300">
            <span className="me-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-950 dark:text-amber-200">
              {t('projects.invitations.expired')}
            </span>
            {t('projects.invitations.expiredBody')}
          </p>
        ) : null}
      </div>
      {invitation.expired ? null : (
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClass('secondary', 'md', 'flex-1 sm:flex-none')}
            disabled={busy !== null}
            onClick={() => onAnswer('declined')}
          >
            {busy === 'declined'
              ? t('projects.invitations.declining')
              : t('projects.invitations.decline')}
          </button>
          <button
            type="button"
            className={buttonClass('primary', 'md', 'flex-1 sm:flex-none')}
            disabled={busy !== null}
            onClick={() => onAnswer('accepted')}
          >
            {busy === 'accepted'
              ? t('projects.invitations.accepting')
              : t('projects.invitations.accept')}
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * The invitations the signed-in user received, with Accept and Decline. Shown on the projects
 * page until the notifications page lists them; renders nothing when there are none.
 */
export function ReceivedInvitations() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const invitations = useMyInvitations();
  const respond = useRespondToInvitation();
  const [busy, setBusy] = useState<{ id: string; status: 'accepted' | 'declined' } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const pending = (invitations.data ?? []).filter((invitation) => invitation.status === 'pending');
  if (pending.length === 0) return null;

  function answer(invitation: Invitation, status: 'accepted' | 'declined') {
    setBusy({ id: invitation.id, status });
    respond.mutate(
      { id: invitation.id, status },
      {
        onSuccess: (result) => {
          if (status === 'declined') {
            setBusy(null);
            toast.info(t('projects.invitations.declined'));
            return;
          }
          toast.success(t('projects.invitations.accepted'));
          timer.current = setTimeout(() => {
            void navigate(`/dashboard/projects/${result.project_id || invitation.project_id}`);
          }, ACCEPT_REDIRECT_MS);
        },
        onError: (error) => {
          setBusy(null);
          toast.error(
            t('projects.invitations.failed', {
              message: describeError(error, t, t('errors.api.server')),
            }),
          );
        },
      },
    );
  }

  return (
    <section aria-labelledby="received-invitations" className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Mail aria-hidden="true" className="size-5 text-primary" />
        <h2 id="received-invitations" className="text-lg font-semibold">
          {t('projects.invitations.title')}
        </h2>
        <span className="rounded-full bg-primary-soft px-2 text-xs leading-5 font-semibold text-primary-soft-fg">
          {pending.length}
        </span>
      </div>
      <ul className="flex flex-col gap-2">
        {pending.map((invitation) => (
          <InvitationCard
            key={invitation.id}
            invitation={invitation}
            busy={busy?.id === invitation.id ? busy.status : null}
            onAnswer={(status) => answer(invitation, status)}
          />
        ))}
      </ul>
    </section>
  );
}
