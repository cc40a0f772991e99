import { KanbanSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** Placeholder until the project page is built; shows a real empty state, not sample data. */
export function ProjectPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.project.title'));
  return (
    <PlaceholderPage
      title={t('pages.project.title')}
      icon={KanbanSquare}
      emptyTitle={t('pages.project.emptyTitle')}
      emptyBody={t('pages.project.emptyBody')}
    />
  );
}
