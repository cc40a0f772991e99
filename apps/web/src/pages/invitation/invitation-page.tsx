import { projectLink } from '@crewline/shared/domain/item-links';
import { ArrowLeft, MailX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import type { Invitation } from '../../api/invitations/invitations-api.ts';
import { useInvitation } from '../../api/invitations/use-invitation.ts';
import { useRespondToInvitation } from '../../api/invitations/use-respond-to-invitation.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageSkeleton } from '../../components/skeleton.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import {
  rememberInvitationAnswer,
  type InvitationAnswer,
} from '../../features/notifications/invitation-answers.ts';
import { describeError } from '../../i18n/describe-error.ts';
import { useFormatters } from '../../i18n/use-formatters.ts';

function BackToNotifications() {
  const { t } = useTranslation();
  return (
    <Link
      to="/dashboard/notifications"
      className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm text-fg-muted hover:text-fg"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
      {t('invitationPage.back')}
    </Link>
  );
}

/** What an invitation that can no longer be answered says instead of Accept and Decline. */
function Outcome({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation();
  switch (invitation.state) {
    case 'accepted':
      return (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm">{t('invitationPage.accepted')}</p>
          <Link to={projectLink(invitation.project_id)} className={buttonClass('primary')}>
            {t('invitationPage.openProject')}
          </Link>
        </div>
      );
    case 'declined':
      return <p className="text-sm">{t('invitationPage.declined')}</p>;
    case 'cancelled':
      return <p className="text-sm">{t('invitationPage.cancelled')}</p>;
    case 'expired':
      return <p className="text-sm">{t('invitationPage.expired')}</p>;
    case 'pending':
      return null;
  }
}

/** Accept and Decline; accepting opens the project, declining shows the answer here. */
function Answer({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const respond = useRespondToInvitation();
  const [busy, setBusy] = useState<InvitationAnswer | null>(null);

  // Awaited rather than per-call callbacks: the answer refreshes the invitation, which unmounts
  // these buttons before such callbacks would run, and accepting must still open the project.
  const answer = async (status: InvitationAnswer) => {
    setBusy(status);
    let result: Awaited<ReturnType<typeof respond.mutateAsync>>;
    try {
      result = await respond.mutateAsync({ id: invitation.id, status });
    } catch {
      // The invitation is read again either way: one answered elsewhere turns into its outcome.
      setBusy(null);
      return;
    }
    // The bell words an answered invitation from this device's memory of it.
    rememberInvitationAnswer(invitation.id, status);
    setBusy(null);
    if (status === 'declined') {
      toast.info(t('invitationPage.declinedToast'));
      return;
    }
    toast.success(t('invitationPage.acceptedToast'));
    void navigate(projectLink(result.project_id || invitation.project_id));
  };

  return (
    <div className="flex flex-col gap-3">
      {respond.isError ? (
        <FormAlert tone="error">
          {describeError(respond.error, t, t('invitationPage.answerFailed'))}
        </FormAlert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={busy !== null}
          onClick={() => void answer('accepted')}
        >
          {busy === 'accepted' ? t('invitationPage.accepting') : t('invitationPage.accept')}
        </button>
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={busy !== null}
          onClick={() => void answer('declined')}
        >
          {busy === 'declined' ? t('invitationPage.declining') : t('invitationPage.decline')}
        </button>
      </div>
    </div>
  );
}

/**
 * /dashboard/invitations/{id}: one invitation the caller received — project, inviter, role and
 * welcome message — with Accept and Decline while it is pending. It reads the invitation itself,
 * not the project, so it works for someone who is not a member yet.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const { invitationId = '' } = useParams();
  const query = useInvitation(invitationId);
  const invitation = query.data;
  useDocumentTitle(
    invitation
      ? t('invitationPage.title', { project: invitation.project_name })
      : t('invitationPage.heading'),
  );

  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status < 500;
    return (
      <div
        role="alert"
        className="mx-auto my-10 flex max-w-md flex-col items-center gap-3 text-center"
      >
        <MailX aria-hidden="true" className="size-10 text-fg-muted" />
        <h1 className="text-xl font-semibold">
          {missing ? t('invitationPage.notFound') : t('invitationPage.loadFailed')}
        </h1>
        {missing ? (
          <p className="text-sm text-fg-muted">{t('invitationPage.notFoundBody')}</p>
        ) : (
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => void query.refetch()}
          >
            {t('invitationPage.retry')}
          </button>
        )}
        <BackToNotifications />
      </div>
    );
  }
  if (!invitation) return <PageSkeleton label={t('invitationPage.loading')} />;

  const inviter = invitation.inviter_name ?? t('invitationPage.someone');
  const role = t(`projects.roles.${invitation.role}`);
  const message = invitation.message.trim();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5">
      <BackToNotifications />
      <section
        aria-labelledby="invitation-heading"
        className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5"
      >
        <h1
          id="invitation-heading"
          className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere]"
        >
          {t('invitationPage.title', { project: invitation.project_name })}
        </h1>
        <p className="text-sm [overflow-wrap:anywhere]">
          {t('invitationPage.invitedBy', {
            inviter,
            project: invitation.project_name,
            role,
          })}
        </p>
        {message ? (
          <figure className="flex flex-col gap-1">
            <figcaption className="text-xs font-medium text-fg-muted">
              {t('invitationPage.welcomeMessage', { inviter })}
            </figcaption>
            {/* Shown as typed: plain text, never markup. */}
            <blockquote
              dir="auto"
              className="rounded-md bg-muted px-3 py-2 text-sm break-words whitespace-pre-wrap"
            >
              {message}
            </blockquote>
          </figure>
        ) : null}
        {invitation.state === 'pending' ? (
          <>
            <p className="text-xs text-fg-muted">
              {t('invitationPage.expires', { date: date(invitation.expires_at) })}
            </p>
            <Answer invitation={invitation} />
          </>
        ) : (
          <Outcome invitation={invitation} />
        )}
      </section>
    </div>
  );
}
