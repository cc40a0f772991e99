import { GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** Placeholder until the mentorship page is built; shows a real empty state, not sample data. */
export function MentorshipPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.mentorship.title'));
  return (
    <PlaceholderPage
      title={t('pages.mentorship.title')}
      icon={GraduationCap}
      emptyTitle={t('pages.mentorship.emptyTitle')}
      emptyBody={t('pages.mentorship.emptyBody')}
    />
  );
}
