import { useProjectComments } from '../../api/comments/use-project-comments.ts';
import type { Project } from '../../api/projects/types.ts';
import { CommentsSection } from './comments-section.tsx';

/** The project's own comments, as a card on the overview. */
export function ProjectComments({ project }: { project: Pick<Project, 'id' | 'can'> }) {
  const comments = useProjectComments(project.id);
  return (
    <CommentsSection
      target={{ kind: 'project', id: project.id }}
      projectId={project.id}
      canComment={project.can.comment}
      comments={comments}
      variant="card"
    />
  );
}
