import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../limits.ts';
import type { PersonRef } from './project-responses.ts';

export const COMMENT_TEXT_REQUIRED = 'Comment text is required';
export const COMMENT_TEXT_TOO_LONG = `Comment must be at most ${TEXT_MAX_LENGTH} characters`;

/** POST /api/projects/{id}/comments, POST /api/tasks/{id}/comments and PUT /api/comments/{id}. */
export const commentBody = z.object({
  text: z
    .string({ error: COMMENT_TEXT_REQUIRED })
    .trim()
    .min(1, COMMENT_TEXT_REQUIRED)
    .max(TEXT_MAX_LENGTH, COMMENT_TEXT_TOO_LONG),
  /** Ids of mentioned project members; duplicates are folded. */
  mentions: z.array(z.uuid()).max(50).optional(),
});
export type CommentBody = z.infer<typeof commentBody>;

/** A comment on a project (task_id null) or on one of its tasks; oldest first in lists. */
export type CommentJson = {
  id: string;
  text: string;
  user: PersonRef;
  project_id: string;
  task_id: string | null;
  mentions: string[];
  created_at: string;
  updated_at: string;
  /** The caller's abilities: the author edits; the author or the project owner deletes. */
  can: { update: boolean; delete: boolean };
};
