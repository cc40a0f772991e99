import { z } from 'zod';
import { COMMENT_SUMMARY_LENGTH, TEXT_MAX_LENGTH } from '../limits.ts';
import { normalizeLineEndings, summarizeMessage } from '../domain/message-text.ts';
import type { PersonRef } from './project-responses.ts';

export const COMMENT_TEXT_REQUIRED = 'Comment text is required';
export const COMMENT_TEXT_TOO_LONG = `Comment must be at most ${TEXT_MAX_LENGTH} characters`;
/** Most people one comment may mention. */
export const COMMENT_MENTIONS_MAX = 50;

/**
 * Comment text: trimmed, at most TEXT_MAX_LENGTH characters as sent, line breaks written `\n`,
 * and otherwise kept exactly as typed, like chat messages; never empty.
 */
export const commentTextSchema = z
  .string({ error: COMMENT_TEXT_REQUIRED })
  .trim()
  .max(TEXT_MAX_LENGTH, { error: COMMENT_TEXT_TOO_LONG, abort: true })
  .overwrite(normalizeLineEndings)
  .min(1, COMMENT_TEXT_REQUIRED);

/** POST /api/projects/{id}/comments, POST /api/tasks/{id}/comments and PUT /api/comments/{id}. */
export const commentBody = z.object({
  text: commentTextSchema,
  /**
   * Ids of mentioned project members; duplicates are folded. On PUT, leaving it out keeps the
   * comment's mentions as they are.
   */
  mentions: z.array(z.uuid()).max(COMMENT_MENTIONS_MAX).optional(),
});
export type CommentBody = z.infer<typeof commentBody>;
export type CommentInput = z.input<typeof commentBody>;

/** How a comment reads in the activity feed: COMMENT_SUMMARY_LENGTH characters, then "…". */
export function commentSummary(text: string): string {
  return summarizeMessage(text, COMMENT_SUMMARY_LENGTH);
}

/**
 * Who a comment is from once its author's account is deleted: the comment stays. The empty id
 * marks it, so a client can show its own words for "deleted user".
 */
export const DELETED_COMMENT_AUTHOR: Readonly<PersonRef> = Object.freeze({
  id: '',
  name: 'Deleted user',
  avatar: null,
});

/** A comment on a project (task_id null) or on one of its tasks; oldest first in lists. */
export type CommentJson = {
  id: string;
  text: string;
  /** The author; DELETED_COMMENT_AUTHOR once their account has been deleted (the comment stays). */
  user: PersonRef;
  project_id: string;
  task_id: string | null;
  mentions: string[];
  created_at: string;
  updated_at: string;
  /**
   * The caller's abilities: the author edits and deletes (while their role may comment); the
   * project owner deletes anyone's.
   */
  can: { update: boolean; delete: boolean };
};

/** Body of GET /api/projects/{id}/comments and GET /api/tasks/{id}/comments. */
export type CommentListJson = { comments: CommentJson[] };
