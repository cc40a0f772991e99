import { api } from '../client.ts';
import type { Comment, CommentInput, CommentTarget } from './types.ts';

const targetPath = (target: CommentTarget) =>
  `/api/${target.kind === 'project' ? 'projects' : 'tasks'}/${encodeURIComponent(target.id)}/comments`;
const commentPath = (id: string) => `/api/comments/${encodeURIComponent(id)}`;

/** A project's or a task's comments, oldest first. */
export async function fetchComments(target: CommentTarget): Promise<Comment[]> {
  const { comments } = await api.get<{ comments: Comment[] }>(targetPath(target));
  return comments;
}

/** Adds a comment to a project or a task. */
export function addComment(target: CommentTarget, input: CommentInput): Promise<Comment> {
  return api.post<Comment>(targetPath(target), input);
}

/** Changes a comment's text and mentions (its author only). */
export function updateComment(id: string, input: CommentInput): Promise<Comment> {
  return api.put<Comment>(commentPath(id), input);
}

/** Deletes a comment (its author or the project owner). */
export async function deleteComment(id: string): Promise<void> {
  await api.delete(commentPath(id));
}
