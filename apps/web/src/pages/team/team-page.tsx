import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** Placeholder until the team page is built; shows a real empty state, not sample data. */
export function TeamPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.team.title'));
  return (
    <PlaceholderPage
      title={t('pages.team.title')}
      icon={Users}
      emptyTitle={t('pages.team.emptyTitle')}
      emptyBody={t('pages.team.emptyBody')}
    />
  );
}
