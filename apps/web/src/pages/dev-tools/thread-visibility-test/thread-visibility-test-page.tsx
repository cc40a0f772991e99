import { useTranslation } from 'react-i18next';
import { DevPage } from '../components/dev-page.tsx';
import { SessionRequired } from '../components/session-required.tsx';
import { VisibleThreads } from './visible-threads.tsx';

/** /thread-visibility-test: the threads this account may read, to check who sees what. */
export function ThreadVisibilityTestPage() {
  const { t } = useTranslation();
  return (
    <DevPage title={t('devPages.visibility.title')} intro={t('devPages.visibility.intro')}>
      <SessionRequired>
        <VisibleThreads />
      </SessionRequired>
    </DevPage>
  );
}
