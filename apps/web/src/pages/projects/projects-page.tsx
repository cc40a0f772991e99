import { FolderKanban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** Placeholder until the projects page is built; shows a real empty state, not sample data. */
export function ProjectsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.projects.title'));
  return (
    <PlaceholderPage
      title={t('pages.projects.title')}
      icon={FolderKanban}
      emptyTitle={t('pages.projects.emptyTitle')}
      emptyBody={t('pages.projects.emptyBody')}
    />
  );
}
