import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { MentorshipView } from '../../features/mentorship/mentorship-view.tsx';

/** /dashboard/mentorship: sessions, credits and requests. */
export function MentorshipPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('mentorship.title'));
  return <MentorshipView />;
}
