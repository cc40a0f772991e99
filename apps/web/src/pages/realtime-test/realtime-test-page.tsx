import { Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** Placeholder until the realtimeTest page is built; shows a real empty state, not sample data. */
export function RealtimeTestPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.realtimeTest.title'));
  return (
    <PlaceholderPage
      title={t('pages.realtimeTest.title')}
      icon={Radio}
      emptyTitle={t('pages.realtimeTest.emptyTitle')}
      emptyBody={t('pages.realtimeTest.emptyBody')}
    />
  );
}
