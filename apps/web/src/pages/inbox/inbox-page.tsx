import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** Placeholder until the inbox page is built; shows a real empty state, not sample data. */
export function InboxPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.inbox.title'));
  return (
    <PlaceholderPage
      title={t('pages.inbox.title')}
      icon={Inbox}
      emptyTitle={t('pages.inbox.emptyTitle')}
      emptyBody={t('pages.inbox.emptyBody')}
    />
  );
}
