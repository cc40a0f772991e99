import { useTranslation } from 'react-i18next';
import { DevPage } from '../components/dev-page.tsx';
import { SessionRequired } from '../components/session-required.tsx';
import { MessageDebugger } from './message-debugger.tsx';

/** /message-debug-test: send test messages to a thread and read every call and frame. */
export function MessageDebugTestPage() {
  const { t } = useTranslation();
  return (
    <DevPage title={t('devPages.debug.title')} intro={t('devPages.debug.intro')}>
      <SessionRequired>
        <MessageDebugger />
      </SessionRequired>
    </DevPage>
  );
}
