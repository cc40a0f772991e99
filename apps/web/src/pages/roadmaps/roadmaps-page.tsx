import { Map } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** Placeholder until the roadmaps page is built; shows a real empty state, not sample data. */
export function RoadmapsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.roadmaps.title'));
  return (
    <PlaceholderPage
      title={t('pages.roadmaps.title')}
      icon={Map}
      emptyTitle={t('pages.roadmaps.emptyTitle')}
      emptyBody={t('pages.roadmaps.emptyBody')}
    />
  );
}
