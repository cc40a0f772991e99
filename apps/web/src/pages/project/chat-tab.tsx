import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../api/projects/types.ts';
import { EmptyState } from '../../components/empty-state.tsx';

/** The project's chat slot (doc 3 §2.2); the chat work replaces this placeholder. */
export function ChatTab({ project }: { project: Project }) {
  const { t } = useTranslation();
  void project;
  return (
    <EmptyState
      icon={MessagesSquare}
      title={t('projects.page.chatSoon')}
      body={t('projects.page.chatSoonBody')}
    />
  );
}
