import { useTranslation } from 'react-i18next';
import { DevPage } from '../components/dev-page.tsx';
import { SessionRequired } from '../components/session-required.tsx';
import { TasksDebug } from './tasks-debug.tsx';

/** /tasks-test: sign in, then see the account's projects and tasks as the API returns them. */
export function TasksTestPage() {
  const { t } = useTranslation();
  return (
    <DevPage title={t('devPages.tasks.title')} intro={t('devPages.tasks.intro')}>
      <SessionRequired>
        <TasksDebug />
      </SessionRequired>
    </DevPage>
  );
}
