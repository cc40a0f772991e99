import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** Placeholder until the files page is built; shows a real empty state, not sample data. */
export function FilesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.files.title'));
  return (
    <PlaceholderPage
      title={t('pages.files.title')}
      icon={FileText}
      emptyTitle={t('pages.files.emptyTitle')}
      emptyBody={t('pages.files.emptyBody')}
    />
  );
}
