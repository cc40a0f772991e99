import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { LanguageSwitcher } from '../language-switcher.tsx';
import { ThemeToggle } from '../theme/theme-toggle.tsx';

/** The frame of the sign-in screens: brand, back link, language and theme, a centred card. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-bg">
      <header className="mx-auto flex w-full max-w-5xl items-center gap-2 px-4 py-3 sm:px-6">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-medium text-fg-muted hover:bg-muted hover:text-fg"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('auth.back')}
        </Link>
        <div className="ms-auto flex items-center gap-2">
          <LanguageSwitcher />
          <ThemeToggle />
        </div>
      </header>
      <main
        id="main"
        className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center sm:pt-0"
      >
        <div className="w-full max-w-md">
          <div className="mb-6 flex flex-col items-center gap-1 text-center">
            <Logo />
            <p className="text-sm text-fg-muted">{t('auth.brandLine')}</p>
          </div>
          <div className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
            <Outlet />
          </div>
        </div>
      </main>
    </div>
  );
}
