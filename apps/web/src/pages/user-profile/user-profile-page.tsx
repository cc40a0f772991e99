import { ArrowLeft, BadgeCheck, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { useUserProfile } from '../../api/users/use-user-profile.ts';
import type { UserProfile } from '../../api/users/user-profile-api.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { Spinner } from '../../components/spinner.tsx';
import { AccountInformation } from './account-information.tsx';
import { ProfileErrorPanel } from './profile-state-panel.tsx';
import { SocialLinkList } from './social-link-list.tsx';

/** A user's public profile (/dashboard/users/:userId). */
export function UserProfilePage() {
  const { t } = useTranslation();
  const { userId } = useParams();
  const query = useUserProfile(userId);
  useDocumentTitle(query.data?.name ?? t('publicProfile.title'));

  if (!userId) return <ProfileErrorPanel message={t('publicProfile.errors.noId')} />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <ProfileErrorPanel
        message={notFound ? t('publicProfile.errors.notFound') : t('publicProfile.errors.load')}
      />
    );
  }
  if (!query.data)
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-fg-muted">
        <Spinner />
        {t('publicProfile.loading')}
      </div>
    );
  return <ProfileView profile={query.data} />;
}

function ProfileView({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Back to where the person came from; a profile opened from a link goes to the dashboard.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/dashboard'));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={goBack}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('publicProfile.back')}
        </button>
        {profile.can.edit ? (
          <Link to="/dashboard/settings?tab=profile" className={buttonClass('secondary', 'sm')}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('publicProfile.editProfile')}
          </Link>
        ) : null}
      </div>

      <section className="flex flex-col items-center gap-4 rounded-xl border border-border bg-surface p-6 text-center sm:flex-row sm:text-start">
        <ProfilePicture profile={profile} />
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere]">
            <bdi>{profile.name}</bdi>
          </h1>
          {profile.email ? (
            <p className="text-sm break-all text-fg-muted" dir="ltr">
              {profile.email}
            </p>
          ) : null}
          {profile.email_verified ? (
            <p className="inline-flex items-center gap-1 self-center text-sm font-medium text-emerald-700 sm:self-start dark:text-emerald-400">
              <BadgeCheck aria-hidden="true" className="size-4" />
              {t('publicProfile.verified')}
            </p>
          ) : null}
        </div>
      </section>

      <Card title={t('publicProfile.about')}>
        {profile.bio.trim() ? (
          <p className="text-sm whitespace-pre-line">{profile.bio}</p>
        ) : (
          <p className="text-sm text-fg-muted">{t('publicProfile.noBio')}</p>
        )}
      </Card>

      <Card title={t('publicProfile.socialLinks')}>
        <SocialLinkList links={profile.social_links} />
      </Card>

      <Card title={t('publicProfile.accountInformation')}>
        <AccountInformation profile={profile} />
      </Card>
    </div>
  );
}

/** The photo, or the initials the server computed (at most two letters). */
function ProfilePicture({ profile }: { profile: UserProfile }) {
  if (profile.avatar)
    return (
      <img
        src={profile.avatar}
        alt=""
        className="size-24 shrink-0 rounded-full object-cover"
        width={96}
        height={96}
      />
    );
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-24 shrink-0 items-center justify-center rounded-full bg-primary-soft text-3xl font-semibold text-primary-soft-fg"
    >
      {profile.initials}
    </span>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
