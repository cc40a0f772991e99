import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';

/** Header, page and footer of the public site. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded focus:bg-surface focus:p-3"
      >
        {t('common.skipToContent')}
      </a>
      <PublicHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
