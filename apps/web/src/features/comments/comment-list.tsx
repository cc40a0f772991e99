import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { COMMENT_PARAM } from '@crewline/shared/domain/item-links';
import type { Comment } from '../../api/comments/types.ts';
import { useDeleteComment } from '../../api/comments/use-delete-comment.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { commentErrorText } from './comment-error.ts';
import { CommentItem } from './comment-item.tsx';
import type { MentionCandidate } from '../mentions/mentions.ts';
import { useRelativeTime } from './use-relative-time.ts';

type CommentListProps = {
  /** Oldest first, as the server sends them. */
  comments: readonly Comment[];
  /** Every project member, to show mentions; `candidates` are the ones to suggest. */
  people: readonly MentionCandidate[];
  candidates: readonly MentionCandidate[];
  /** Where focus goes once a deleted comment (and its focused button) is gone. */
  focusAfterDelete?: RefObject<HTMLElement | null>;
};

/**
 * Comments oldest first. Delete asks first, then removes at once; a refusal puts the comment
 * back and says why above the list (the list stays mounted, the comment's row may not).
 */
export function CommentList({ comments, people, candidates, focusAfterDelete }: CommentListProps) {
  const { t } = useTranslation();
  const relative = useRelativeTime();
  const remove = useDeleteComment();
  // A comment's address (`?comment=<id>`, from a notification) names the one to show.
  const [searchParams] = useSearchParams();
  const linkedId = searchParams.get(COMMENT_PARAM);
  const [confirming, setConfirming] = useState<Comment | null>(null);
  const deletedId = useRef<string | null>(null);

  // The dialog hands focus back to the Delete button, which then disappears with its comment.
  useEffect(() => {
    const id = deletedId.current;
    if (id === null || comments.some((comment) => comment.id === id)) return;
    deletedId.current = null;
    const active = document.activeElement;
    if (!active || active === document.body || active.getAttribute('role') === 'dialog') {
      focusAfterDelete?.current?.focus();
    }
  }, [comments, focusAfterDelete]);

  const confirmDelete = () => {
    if (!confirming) return;
    deletedId.current = confirming.id;
    remove.mutate(confirming);
    setConfirming(null);
  };

  return (
    <>
      {remove.isError ? (
        <FormAlert tone="error">
          {commentErrorText(remove.error, t, t('comments.deleteFailed'))}
        </FormAlert>
      ) : null}
      <ol className="flex flex-col gap-4">
        {comments.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            people={people}
            candidates={candidates}
            relative={relative}
            onDelete={setConfirming}
            linked={comment.id === linkedId}
          />
        ))}
      </ol>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={t('comments.deleteTitle')}
        body={t('comments.deleteBody')}
        confirmLabel={t('comments.deleteConfirm')}
        cancelLabel={t('comments.keep')}
        busyLabel={t('comments.deleting')}
        busy={false}
        onConfirm={confirmDelete}
      />
    </>
  );
}
