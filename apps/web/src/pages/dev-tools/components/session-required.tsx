import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/use-auth.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { SignInForm } from './sign-in-form.tsx';

/** Shows its children to a signed-in user, the sign-in form to anyone else. */
export function SessionRequired({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status } = useAuth();
  if (status === 'loading') return <Spinner size="lg" label={t('common.loading')} />;
  if (status === 'unauthenticated') return <SignInForm />;
  return children;
}
