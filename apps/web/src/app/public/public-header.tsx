import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClass, iconButtonClass } from '../../components/button-styles.ts';
import { Logo } from '../../components/logo.tsx';
import { useAuth } from '../auth/use-auth.ts';
import { LanguageSwitcher } from '../language-switcher.tsx';
import { ThemeToggle } from '../theme/theme-toggle.tsx';

// The bell and user menu need Radix; only signed-in visitors download them.
const HeaderMenus = lazy(() =>
  import('../shell/header-menus.tsx').then((m) => ({ default: m.HeaderMenus })),
);

const LINKS = [
  { to: '/', key: 'home', end: true },
  { to: '/features', key: 'features', end: false },
  { to: '/pricing', key: 'pricing', end: false },
  { to: '/resources', key: 'resources', end: false },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium transition-colors ${
    isActive ? 'text-primary' : 'text-fg-muted hover:text-fg hover:bg-muted'
  }`;

/** The public site header: links, language, theme and either sign-in links or the user's menus. */
export function PublicHeader() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  const signedIn = status === 'authenticated';
  const account = signedIn ? (
    <Suspense fallback={null}>
      <HeaderMenus homeMode />
    </Suspense>
  ) : (
    <>
      <Link to="/auth/login" className={buttonClass('ghost', 'sm')}>
        {t('nav.signIn')}
      </Link>
      <Link to="/auth/signup" className={buttonClass('primary', 'sm')}>
        {t('nav.startTrial')}
      </Link>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Logo />
        <nav aria-label={t('nav.mainNavigation')} className="ms-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={linkClass}>
                  {t(`nav.${link.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitcher className="hidden sm:inline-flex" />
          <ThemeToggle />
          <div className="hidden items-center gap-2 md:flex">{account}</div>
          {signedIn ? <div className="md:hidden">{account}</div> : null}
          <button
            type="button"
            className={iconButtonClass('lg:hidden')}
            aria-expanded={open}
            aria-controls="public-mobile-menu"
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      </div>
      {open ? (
        <div
          id="public-mobile-menu"
          className="border-t border-border bg-surface px-4 pb-4 lg:hidden"
        >
          <nav aria-label={t('nav.mainNavigation')}>
            <ul className="flex flex-col py-2">
              {LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.end} className={linkClass}>
                    {t(`nav.${link.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-wrap items-center gap-2 border-t border-border pt-3">
            <LanguageSwitcher className="inline-flex sm:hidden" />
            {signedIn ? null : <div className="flex gap-2 md:hidden">{account}</div>}
          </div>
        </div>
      ) : null}
    </header>
  );
}
