import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAuth } from '../../../app/auth/use-auth.ts';
import { buttonClass } from '../../../components/button-styles.ts';

/** Who the page's requests run as, and a way to sign out to try another account. */
export function SessionBar() {
  const { t } = useTranslation();
  const { status, user, logout } = useAuth();
  const location = useLocation();
  if (status !== 'authenticated' || !user) {
    return <p className="text-sm text-fg-muted">{t('devPages.session.signedOut')}</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="min-w-0">
        {t('devPages.session.signedInAs', { name: user.name })}{' '}
        <span dir="ltr" className="text-fg-muted">
          ({user.email})
        </span>
      </span>
      <button
        type="button"
        className={buttonClass('ghost', 'sm')}
        onClick={() => void logout(location.pathname)}
      >
        <LogOut aria-hidden="true" className="size-4" />
        {t('devPages.session.signOut')}
      </button>
    </div>
  );
}
