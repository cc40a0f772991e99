import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { ConnectionPanel } from './components/connection-panel.tsx';
import { FrameLogPanel } from './components/frame-log-panel.tsx';
import { ServerPanel } from './components/server-panel.tsx';

/**
 * /dashboard/realtime-test: this tab's connection (status, round trip, the last 100 frames) and
 * the server's view of its realtime layer. Every signed-in user reaches the page; the server
 * gives its part to everyone on a development build and only to administrators in production.
 */
export function RealtimeTestPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.realtimeTest.title'));
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('pages.realtimeTest.title')}</h1>
        <p className="text-sm text-fg-muted">{t('realtime.test.intro')}</p>
      </header>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-6">
          <ConnectionPanel />
          <FrameLogPanel />
        </div>
        <ServerPanel />
      </div>
    </div>
  );
}
