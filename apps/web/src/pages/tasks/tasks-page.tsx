import { CheckSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** Placeholder until the tasks page is built; shows a real empty state, not sample data. */
export function TasksPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.tasks.title'));
  return (
    <PlaceholderPage
      title={t('pages.tasks.title')}
      icon={CheckSquare}
      emptyTitle={t('pages.tasks.emptyTitle')}
      emptyBody={t('pages.tasks.emptyBody')}
    />
  );
}
