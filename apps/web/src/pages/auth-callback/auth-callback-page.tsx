import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../app/auth/use-auth.ts';
import { FullScreenSpinner } from '../../components/spinner.tsx';

/** Finishes a provider sign-in: tokens from the query, then the profile, then the dashboard. */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { completeProviderSignIn } = useAuth();
  const started = useRef(false);

  useEffect(() => {
    // Tokens are single-use in spirit: never run this twice (React's dev double effects).
    if (started.current) return;
    started.current = true;
    const accessToken = params.get('access_token');
    const refreshToken = params.get('refresh_token');
    if (!accessToken || !refreshToken) {
      navigate('/login', { replace: true });
      return;
    }
    completeProviderSignIn(accessToken, refreshToken)
      .then(() => navigate('/dashboard', { replace: true }))
      .catch(() => navigate('/login', { replace: true }));
  }, [params, navigate, completeProviderSignIn]);

  return <FullScreenSpinner message={t('auth.callback.completing')} />;
}
