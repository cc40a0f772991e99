import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCommentActivity, removeComment, upsertComment } from './comment-cache.ts';
import { deleteComment } from './comments-api.ts';
import { commentKeys } from './query-keys.ts';
import type { Comment } from './types.ts';

/**
 * Deletes a comment optimistically. If the server refuses, the comment goes back in its place;
 * only it is restored, so comments that arrived over the socket meanwhile stay.
 */
export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: Comment) => deleteComment(comment.id),
    onMutate: async (comment) => {
      const key = commentKeys.listOf(comment);
      await queryClient.cancelQueries({ queryKey: key });
      removeComment(queryClient, comment.id, key);
    },
    onError: (_error, comment) => upsertComment(queryClient, comment),
    onSuccess: (_data, comment) => invalidateCommentActivity(queryClient, comment.project_id),
  });
}
