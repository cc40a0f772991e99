import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../app/auth/use-auth.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { buttonClass } from '../../components/button-styles.ts';

/** The 404 page for any unknown address. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { status } = useAuth();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <Compass aria-hidden="true" className="size-12 text-primary" />
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-3xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="text-fg-muted">{t('notFound.body')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonClass('secondary')}>
          {t('notFound.home')}
        </Link>
        {status === 'authenticated' ? (
          <Link to="/dashboard" className={buttonClass('primary')}>
            {t('notFound.dashboard')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
