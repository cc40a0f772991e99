import type { QueryClient } from '@tanstack/react-query';
import { removeComment, upsertComment } from './comment-cache.ts';
import { commentKeys } from './query-keys.ts';
import type { CommentFrame } from './types.ts';

/**
 * Applies a comment socket frame to the cached comment lists: an added comment is inserted
 * unless already there (the author's own POST reply puts it in too), an updated one replaces
 * its copy, a deleted one is removed. Lists not in the cache are left to load when shown.
 */
export function applyCommentEvent(queryClient: QueryClient, frame: CommentFrame) {
  switch (frame.type) {
    case 'comment_added':
    case 'comment_updated':
      upsertComment(queryClient, frame.comment);
      return;
    case 'comment_deleted':
      removeComment(
        queryClient,
        frame.comment_id,
        commentKeys.listOf({ project_id: frame.projectId, task_id: frame.task_id }),
      );
      return;
  }
}
