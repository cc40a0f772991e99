import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { FullScreenSpinner } from '../../components/spinner.tsx';
import { useAuth } from './use-auth.ts';

/** Renders its children only for a signed-in user; otherwise sends them to sign-in. */
export function AuthGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status, exitTo } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullScreenSpinner message={t('shell.authenticating')} />;
  if (status === 'unauthenticated') {
    // A deliberate sign-out goes where it asked to; anything else goes to sign-in.
    if (exitTo) return <Navigate to={exitTo} replace />;
    return (
      <Navigate to="/auth/login" replace state={{ from: location.pathname + location.search }} />
    );
  }
  return children;
}
