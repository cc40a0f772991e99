import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** Placeholder until the user page is built; shows a real empty state, not sample data. */
export function UserProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.user.title'));
  return (
    <PlaceholderPage
      title={t('pages.user.title')}
      icon={UserRound}
      emptyTitle={t('pages.user.emptyTitle')}
      emptyBody={t('pages.user.emptyBody')}
    />
  );
}
