import { useTranslation } from 'react-i18next';
import { DevPage } from '../components/dev-page.tsx';
import { HealthPanel } from './health-panel.tsx';
import { LatencyPanel } from './latency-panel.tsx';
import { ServerInfoPanel } from './server-info-panel.tsx';

/** /api-test: can this browser reach the API, what is the server, how fast does it answer. */
export function ApiTestPage() {
  const { t } = useTranslation();
  return (
    <DevPage title={t('devPages.api.title')} intro={t('devPages.api.intro')}>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-6">
          <HealthPanel />
          <LatencyPanel />
        </div>
        <ServerInfoPanel />
      </div>
    </DevPage>
  );
}
