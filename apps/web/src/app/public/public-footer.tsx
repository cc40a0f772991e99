import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/logo.tsx';

const linkClass = 'inline-flex min-h-11 items-center text-sm text-fg-muted hover:text-fg';

/** The public footer with the product links and the privacy and terms pages. */
export function PublicFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">
        <div className="flex flex-col gap-2">
          <Logo />
          <p className="max-w-xs text-sm text-fg-muted">{t('footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className="mb-1 text-sm font-semibold">
            {t('footer.product')}
          </h2>
          <ul>
            <li>
              <Link className={linkClass} to="/features">
                {t('nav.features')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/pricing">
                {t('nav.pricing')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/resources">
                {t('nav.resources')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="mb-1 text-sm font-semibold">
            {t('footer.legal')}
          </h2>
          <ul>
            <li>
              <Link className={linkClass} to="/legal/privacy">
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/legal/terms">
                {t('footer.terms')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      {/* The prerendered HTML carries the build's year; a page built last year hydrates calmly. */}
      <p
        className="border-t border-border py-4 text-center text-xs text-fg-muted"
        suppressHydrationWarning
      >
        {t('footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
