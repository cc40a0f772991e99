import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { providerLoginUrl, type ProviderId } from '../../api/auth/auth-api.ts';
import { useProviders } from '../../api/auth/use-providers.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { Spinner } from '../../components/spinner.tsx';
import { ProviderIcon } from './provider-icons.tsx';

const PROVIDERS: ProviderId[] = ['google', 'github', 'microsoft'];

/**
 * A button per sign-in provider the server is configured for (Google, GitHub, Microsoft); each
 * starts its full-page redirect. Nothing shows until the server has said which are configured,
 * nor when none is: a button that cannot work is never offered.
 */
export function ProviderButtons() {
  const { t } = useTranslation();
  const providers = useProviders();
  const [pending, setPending] = useState<ProviderId | null>(null);

  // Coming back with the browser's Back button restores this page from cache: re-enable it.
  useEffect(() => {
    const reset = () => setPending(null);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const configured = PROVIDERS.filter(
    (id) => providers.data?.providers.find((provider) => provider.id === id)?.configured,
  );
  if (configured.length === 0) return null;

  const start = (id: ProviderId) => {
    setPending(id);
    // A failure at the provider comes back as /auth/login?oauth_error=…, which the page reports.
    window.location.assign(providerLoginUrl(id));
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs text-fg-muted">
        <span className="h-px flex-1 bg-border" />
        {t('auth.orContinueWith')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="flex flex-col gap-2">
        {configured.map((id) => {
          const name = t(`auth.providers.${id}`);
          return (
            <button
              key={id}
              type="button"
              onClick={() => start(id)}
              // Each button is disabled only while its own redirect is starting.
              disabled={pending === id}
              className={buttonClass('secondary', 'md', 'w-full')}
            >
              {pending === id ? <Spinner size="sm" /> : <ProviderIcon provider={id} />}
              {t('auth.providers.continueWith', { provider: name })}
            </button>
          );
        })}
      </div>
    </div>
  );
}
