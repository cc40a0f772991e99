import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { PageSkeleton } from '../components/skeleton.tsx';

/** Every page sits in one: a crash shows the error panel, loading shows a skeleton. */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSkeleton label={t('common.loading')} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
