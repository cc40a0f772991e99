import { XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '../../../api/invitations/invitations-api.ts';
import { useCancelInvitation } from '../../../api/invitations/use-cancel-invitation.ts';
import type { Project } from '../../../api/projects/types.ts';
import { buttonClass } from '../../../components/button-styles.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { cancelInvitationErrorText } from '../../../features/members/member-errors.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useFormatters } from '../../../i18n/use-formatters.ts';

type InvitationCardsProps = { project: Project; invitations: readonly Invitation[] };

/** Pending and expired invitations of a project, with Cancel for whoever may cancel. */
export function InvitationCards({ project, invitations }: InvitationCardsProps) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const toast = useToast();
  const cancel = useCancelInvitation(project.id);
  const [confirming, setConfirming] = useState<Invitation | null>(null);
  const open = invitations.filter((i) => i.state === 'pending' || i.state === 'expired');
  if (open.length === 0) return null;

  return (
    <section className="flex flex-col gap-3">
      <h3 className="font-semibold">{t('projects.team.pending')}</h3>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {open.map((invitation) => {
          // The server leaves the address out (null) for anyone the invitee is a stranger to.
          const name = invitation.user.name || invitation.email || '';
          return (
            <li
              key={invitation.id}
              className="flex items-start gap-3 rounded-xl border border-dashed border-border bg-surface p-3"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-semibold text-fg-muted"
              >
                {invitation.user.initials}
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="truncate font-medium">{name}</span>
                  <span
                    className={`rounded-full px-2 text-xs leading-5 font-medium ${
                      invitation.expired
                        ? 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200'
                        : 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200'
                    }`}
                  >
                    {invitation.expired
                      ? t('projects.team.expired')
                      : t('projects.team.pendingInvite')}
                  </span>
                </span>
                {invitation.email ? (
                  <span className="truncate text-xs text-fg-muted">{invitation.email}</span>
                ) : null}
                <span className="text-xs text-fg-muted">
                  {t(`projects.roles.${invitation.role ?? 'member'}`)} ·{' '}
                  {t('projects.team.invitedOn', {
                    date: date(invitation.created_at, { dateStyle: 'medium' }),
                  })}
                </span>
              </div>
              {project.can.cancel_invitations ? (
                <button
                  type="button"
                  className={buttonClass('ghost', 'sm', 'shrink-0 text-red-600')}
                  aria-label={t('projects.team.cancelInviteLabel', { name })}
                  title={t('projects.team.cancelInvite')}
                  onClick={() => {
                    cancel.reset();
                    setConfirming(invitation);
                  }}
                >
                  <XCircle aria-hidden="true" className="size-4" />
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {confirming ? (
        <ConfirmDialog
          open
          onOpenChange={(next) => {
            if (!next) setConfirming(null);
          }}
          title={t('projects.team.cancelInvite')}
          body={t('projects.team.cancelConfirm')}
          confirmLabel={t('projects.team.cancelInvite')}
          cancelLabel={t('projects.team.keep')}
          busyLabel={t('projects.team.cancelling')}
          busy={cancel.isPending}
          error={cancel.isError ? cancelInvitationErrorText(cancel.error, t) : null}
          onConfirm={() =>
            cancel.mutate(confirming.id, {
              onSuccess: () => {
                toast.success(t('projects.team.cancelledToast'));
                setConfirming(null);
              },
            })
          }
        />
      ) : null}
    </section>
  );
}
