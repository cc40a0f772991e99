import { COPY_TOAST_MS } from '@crewline/shared/limits';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../api/users/user-profile-api.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { useFormatters } from '../../i18n/use-formatters.ts';

/** Member Since, Last Updated and the user id with a copy button. */
export function AccountInformation({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const toast = useToast();

  const copyId = async () => {
    try {
      await navigator.clipboard.writeText(profile.id);
      toast.success(t('publicProfile.userIdCopied'), { duration: COPY_TOAST_MS });
    } catch {
      toast.error(t('publicProfile.copyFailed'));
    }
  };

  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
      <dt className="text-fg-muted">{t('publicProfile.memberSince')}</dt>
      <dd>
        <time dateTime={profile.created_at}>{date(profile.created_at)}</time>
      </dd>
      <dt className="text-fg-muted">{t('publicProfile.lastUpdated')}</dt>
      <dd>
        <time dateTime={profile.updated_at}>{date(profile.updated_at)}</time>
      </dd>
      <dt className="text-fg-muted">{t('publicProfile.userId')}</dt>
      <dd className="flex flex-wrap items-center gap-2">
        <code dir="ltr" className="break-all rounded bg-muted px-1.5 py-0.5 text-xs">
          {profile.id}
        </code>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={copyId}>
          <Copy aria-hidden="true" className="size-4" />
          {t('publicProfile.copyUserId')}
        </button>
      </dd>
    </dl>
  );
}
