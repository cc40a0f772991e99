import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCommentActivity, upsertComment } from './comment-cache.ts';
import { addComment } from './comments-api.ts';
import type { CommentInput, CommentTarget } from './types.ts';

/**
 * Adds a comment to a project or a task. Not optimistic: the composer keeps the text until the
 * server has it, so a refused comment is never lost, and a new comment needs the server's id
 * and abilities before it can be edited. The reply is inserted once (the socket may bring it
 * too; the cache dedupes by id).
 */
export function useAddComment(target: CommentTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => addComment(target, input),
    onSuccess: (comment) => {
      upsertComment(queryClient, comment);
      invalidateCommentActivity(queryClient, comment.project_id);
    },
  });
}
