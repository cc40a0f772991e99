import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { QueryProvider } from '../query/query-provider.tsx';
import { LanguageSwitcher } from '../language-switcher.tsx';
import { RealtimeSync } from '../realtime/realtime-sync.tsx';
import { ThemeToggle } from '../theme/theme-toggle.tsx';
import { AppearanceSyncHost } from '../theme/appearance-sync-host.tsx';
import { VerifyEmailNotice } from '../../features/email-verification/verify-email-notice.tsx';
import { HeaderTimer } from '../../features/time/header-timer.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { HeaderMenus } from './header-menus.tsx';
import { Sidebar } from './sidebar.tsx';

/** The signed-in frame: sidebar on wide screens, header, page, bottom bar on phones, live updates. */
export function DashboardLayout() {
  const { t } = useTranslation();
  return (
    <QueryProvider>
      <div className="flex min-h-dvh bg-bg">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded focus:bg-surface focus:p-3"
        >
          {t('common.skipToContent')}
        </a>
        <Sidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-border bg-surface/90 px-4 backdrop-blur sm:px-6">
            <div className="md:hidden">
              <Logo to="/dashboard" compact />
            </div>
            <div className="ms-auto flex items-center gap-1 sm:gap-2">
              <HeaderTimer />
              <LanguageSwitcher />
              <ThemeToggle />
              <HeaderMenus />
            </div>
          </header>
          <HeaderTimer layout="strip" />
          <main
            id="main"
            className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 pb-24 sm:px-6 md:pb-8"
          >
            <VerifyEmailNotice />
            <Outlet />
          </main>
        </div>
        <BottomBar />
        <RealtimeSync />
        <AppearanceSyncHost />
      </div>
    </QueryProvider>
  );
}
