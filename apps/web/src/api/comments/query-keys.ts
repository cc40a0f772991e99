import type { Comment, CommentTarget } from './types.ts';

/**
 * TanStack Query keys of comment lists: a project's own comments (task_id null) and each task's
 * comments are separate lists, as the server serves them.
 */
export const commentKeys = {
  all: ['comments'] as const,
  project: (projectId: string) => ['comments', 'project', projectId] as const,
  task: (taskId: string) => ['comments', 'task', taskId] as const,
  /** The list a target's comments live in. */
  of: (target: CommentTarget) =>
    target.kind === 'project' ? commentKeys.project(target.id) : commentKeys.task(target.id),
  /** The list a comment belongs to. */
  listOf: (comment: Pick<Comment, 'project_id' | 'task_id'>) =>
    comment.task_id ? commentKeys.task(comment.task_id) : commentKeys.project(comment.project_id),
};
