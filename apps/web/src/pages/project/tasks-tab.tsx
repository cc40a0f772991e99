import { KanbanSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../api/projects/types.ts';
import { EmptyState } from '../../components/empty-state.tsx';

/**
 * The project's task board slot. A placeholder: the task-board work replaces this file's
 * contents (it receives the project with its `can` flags).
 */
export function TasksTab({ project }: { project: Project }) {
  const { t } = useTranslation();
  void project;
  return (
    <EmptyState
      icon={KanbanSquare}
      title={t('projects.page.tasksSoon')}
      body={t('projects.page.tasksSoonBody')}
    />
  );
}
