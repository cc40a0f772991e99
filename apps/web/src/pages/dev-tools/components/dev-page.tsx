import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryProvider } from '../../../app/query/query-provider.tsx';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { NotFoundPage } from '../../not-found/not-found-page.tsx';
import { useDevAccess } from '../use-dev-access.ts';
import { DevNav } from './dev-nav.tsx';
import { SessionBar } from './session-bar.tsx';

type DevPageProps = { title: string; intro: string; children: ReactNode };

function DevPageBody({ title, intro, children }: DevPageProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            <p className="text-sm text-fg-muted">{intro}</p>
          </div>
          <SessionBar />
        </div>
        <DevNav />
      </header>
      {children}
    </div>
  );
}

/**
 * The frame of every developer page. Diagnostics, not features (docs/PRODUCT.md, Developer pages): a production
 * build shows them only to server administrators; anyone else gets the ordinary 404 page, and
 * nothing of the tool is rendered (so none of its requests run) until access is settled.
 */
export function DevPage(props: DevPageProps) {
  const { t } = useTranslation();
  const access = useDevAccess();
  if (access === 'checking') {
    return (
      <div className="flex justify-center py-20">
        <Spinner size="lg" label={t('common.loading')} />
      </div>
    );
  }
  if (access === 'denied') return <NotFoundPage />;
  return (
    <QueryProvider>
      <DevPageBody {...props} />
    </QueryProvider>
  );
}
