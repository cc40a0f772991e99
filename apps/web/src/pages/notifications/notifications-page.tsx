import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** Placeholder until the notifications page is built; shows a real empty state, not sample data. */
export function NotificationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.notifications.title'));
  return (
    <PlaceholderPage
      title={t('pages.notifications.title')}
      icon={Bell}
      emptyTitle={t('pages.notifications.emptyTitle')}
      emptyBody={t('pages.notifications.emptyBody')}
    />
  );
}
