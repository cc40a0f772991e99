import { DELETED_COMMENT_AUTHOR, type CommentJson } from '@crewline/shared/contracts/comments';
import type { PersonRef } from '@crewline/shared/contracts/project-responses';
import type { comments } from '../../db/schema.ts';
import { commentAbilities, type CommentViewer } from './comment-policy.ts';

/** A comment row as stored. */
export type CommentRow = typeof comments.$inferSelect;

export type { CommentJson, CommentViewer };

/**
 * Presents a comment for `viewer` (HTTP and socket alike). `author` is null once the account
 * is gone; the comment stays, from DELETED_COMMENT_AUTHOR.
 */
export function presentComment(
  row: CommentRow,
  author: PersonRef | null,
  viewer: CommentViewer,
): CommentJson {
  return {
    id: row.id,
    text: row.text,
    user: row.userId && author ? author : { ...DELETED_COMMENT_AUTHOR },
    project_id: row.projectId,
    task_id: row.taskId,
    mentions: row.mentions,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    can: commentAbilities(viewer, row.userId),
  };
}
