import { useTranslation } from 'react-i18next';
import { ConnectionPanel } from '../../realtime-test/components/connection-panel.tsx';
import { FrameLogPanel } from '../../realtime-test/components/frame-log-panel.tsx';
import { DevPage } from '../components/dev-page.tsx';
import { SessionRequired } from '../components/session-required.tsx';
import { useLiveSocket } from '../use-live-socket.ts';
import { SendPanel } from './send-panel.tsx';

function MessagingTools() {
  useLiveSocket();
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-6">
        <SendPanel />
        <ConnectionPanel />
      </div>
      <FrameLogPanel />
    </div>
  );
}

/** /messaging-test: send to a thread and watch its frames come back over the socket. */
export function MessagingTestPage() {
  const { t } = useTranslation();
  return (
    <DevPage title={t('devPages.messaging.title')} intro={t('devPages.messaging.intro')}>
      <SessionRequired>
        <MessagingTools />
      </SessionRequired>
    </DevPage>
  );
}
