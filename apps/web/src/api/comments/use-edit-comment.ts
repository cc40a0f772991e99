import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCommentActivity, upsertComment } from './comment-cache.ts';
import { updateComment } from './comments-api.ts';
import { commentKeys } from './query-keys.ts';
import type { Comment, CommentInput } from './types.ts';

/** What useEditComment's mutate takes: the comment as shown and its new text and mentions. */
type EditCommentVariables = { comment: Comment; input: CommentInput };

/**
 * Changes a comment optimistically: the new text shows at once and the old copy comes back if
 * the server refuses (unless a newer copy arrived meanwhile). The "edited" marker waits for the
 * server's updated_at: a guess from this device's clock could be newer than the server's and
 * block its copy.
 */
export function useEditComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ comment, input }: EditCommentVariables) => updateComment(comment.id, input),
    onMutate: async ({ comment, input }) => {
      const key = commentKeys.listOf(comment);
      await queryClient.cancelQueries({ queryKey: key });
      const mentions = input.mentions ?? comment.mentions;
      queryClient.setQueryData<Comment[]>(key, (list) =>
        list?.map((item) =>
          item.id === comment.id ? { ...item, text: input.text, mentions } : item,
        ),
      );
    },
    onError: (_error, { comment }) => upsertComment(queryClient, comment),
    onSuccess: (comment) => {
      upsertComment(queryClient, comment);
      invalidateCommentActivity(queryClient, comment.project_id);
    },
  });
}
