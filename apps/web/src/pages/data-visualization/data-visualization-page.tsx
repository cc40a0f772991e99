import { BarChart3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** Placeholder until the dataVisualization page is built; shows a real empty state, not sample data. */
export function DataVisualizationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.dataVisualization.title'));
  return (
    <PlaceholderPage
      title={t('pages.dataVisualization.title')}
      icon={BarChart3}
      emptyTitle={t('pages.dataVisualization.emptyTitle')}
      emptyBody={t('pages.dataVisualization.emptyBody')}
    />
  );
}
