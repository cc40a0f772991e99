import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { PageSkeleton } from '../components/skeleton.tsx';
import { firstPageLive } from './startup/prerendered.ts';

// Renders nothing, so prerendered HTML still matches; its effect marks the page as live.
function PageLive() {
  useEffect(firstPageLive, []);
  return null;
}

/** Every page sits in one: a crash shows the error panel, loading shows a skeleton. */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSkeleton label={t('common.loading')} />}>
        <PageLive />
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}
