import { useTaskComments } from '../../api/comments/use-task-comments.ts';
import { useProject } from '../../api/projects/use-project.ts';
import type { Task } from '../../api/tasks/types.ts';
import { CommentsSection } from './comments-section.tsx';

/**
 * A task's comments inside its detail dialog. Whether the caller may write comes with the
 * project (`can.comment`), which the dialog's callers may not have loaded in full.
 */
export function TaskComments({ task }: { task: Pick<Task, 'id' | 'project_id'> }) {
  const comments = useTaskComments(task.id);
  const project = useProject(task.project_id);
  return (
    <CommentsSection
      target={{ kind: 'task', id: task.id }}
      projectId={task.project_id}
      canComment={project.data?.can.comment ?? false}
      comments={comments}
      variant="inset"
    />
  );
}
