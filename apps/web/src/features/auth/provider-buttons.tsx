import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { providerLoginUrl, type ProviderId } from '../../api/auth/auth-api.ts';
import { useProviders } from '../../api/auth/use-providers.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { Spinner } from '../../components/spinner.tsx';
import { ProviderIcon } from './provider-icons.tsx';

const PROVIDERS: ProviderId[] = ['google', 'github', 'microsoft'];

type ProviderButtonsProps = {
  mode: 'signin' | 'signup';
  /** Reports a message for the form's banner: "coming soon" or a failure. */
  onMessage: (message: string, tone: 'error' | 'info') => void;
};

/** Google, GitHub and Microsoft buttons; a configured provider starts its full-page redirect. */
export function ProviderButtons({ mode, onMessage }: ProviderButtonsProps) {
  const { t } = useTranslation();
  const providers = useProviders();
  const [pending, setPending] = useState<ProviderId | null>(null);

  // Coming back with the browser's Back button restores this page from cache: re-enable it.
  useEffect(() => {
    const reset = () => setPending(null);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const start = async (id: ProviderId) => {
    const name = t(`auth.providers.${id}`);
    setPending(id);
    const list = providers.data ?? (await providers.load());
    if (!list) {
      setPending(null);
      const key = mode === 'signup' ? 'auth.providers.signUpFailed' : 'auth.providers.signInFailed';
      onMessage(t(key, { provider: name }), 'error');
      return;
    }
    const configured = list.providers.find((provider) => provider.id === id)?.configured ?? false;
    if (!configured) {
      setPending(null);
      onMessage(t('auth.providers.comingSoon', { provider: name }), 'info');
      return;
    }
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
        {PROVIDERS.map((id) => {
          const name = t(`auth.providers.${id}`);
          return (
            <button
              key={id}
              type="button"
              onClick={() => void start(id)}
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
