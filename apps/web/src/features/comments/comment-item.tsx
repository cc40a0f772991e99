import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comment } from '../../api/comments/types.ts';
import { useEditComment } from '../../api/comments/use-edit-comment.ts';
import { Avatar } from '../../components/avatar.tsx';
import { buttonClass } from '../../components/button-styles.ts';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { commentErrorText } from './comment-error.ts';
import { CommentEditForm } from './comment-edit-form.tsx';
import { CommentText } from './comment-text.tsx';
import { mentionedIds, type MentionCandidate } from '../mentions/mentions.ts';
import { personName } from '../../components/person-name.ts';

type CommentItemProps = {
  comment: Comment;
  /** Every project member, to show and keep mentions. */
  people: readonly MentionCandidate[];
  /** The members to suggest after `@`. */
  candidates: readonly MentionCandidate[];
  /** "5 minutes ago" for a timestamp (one ticking clock for the whole list). */
  relative: (iso: string) => string;
  onDelete: (comment: Comment) => void;
  /** The comment a link pointed at: scrolled into view and marked. */
  linked?: boolean;
};

type Editing = { autoFocus: boolean } | null;

/**
 * One comment: avatar, name, relative time, an "edited" marker, the text, and Edit / Delete
 * when the server says the caller may. A save shows at once; if the server refuses, the form
 * opens again with the draft and the reason.
 */
export function CommentItem({
  comment,
  people,
  candidates,
  relative,
  onDelete,
  linked = false,
}: CommentItemProps) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const edit = useEditComment();
  const [editing, setEditing] = useState<Editing>(null);
  const [draft, setDraft] = useState(comment.text);
  const [picked, setPicked] = useState<MentionCandidate[]>([]);
  const [error, setError] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const metaId = useId();
  const row = useRef<HTMLLIElement>(null);

  // Opened from a link to this comment: bring it into view once it is there.
  useEffect(() => {
    if (linked) row.current?.scrollIntoView?.({ block: 'center' });
  }, [linked]);

  // Back from the form, focus returns to the Edit button that opened it.
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const startEditing = () => {
    setDraft(comment.text);
    setPicked(people.filter((person) => comment.mentions.includes(person.id)));
    setError(null);
    setEditing({ autoFocus: true });
  };

  const close = () => {
    returnFocus.current = true;
    setEditing(null);
  };

  const save = () => {
    const text = draft.trim();
    if (text === '') {
      setError(t('comments.required'));
      return;
    }
    close();
    if (text === comment.text) return;
    // Mentions of people not in the member list (it has not loaded, or they left) cannot be
    // checked against the text, so they are kept rather than silently dropped.
    const known = new Set(people.map((person) => person.id));
    const kept = comment.mentions.filter((id) => !known.has(id));
    const mentions = [...new Set([...mentionedIds(text, picked), ...kept])];
    edit.mutate(
      { comment, input: { text, mentions } },
      {
        onError: (failure) => {
          setDraft(text);
          setError(commentErrorText(failure, t, t('comments.editFailed')));
          setEditing({ autoFocus: false });
        },
      },
    );
  };

  const author = comment.user ? personName(comment.user, t) : t('comments.formerMember');
  const edited = Date.parse(comment.updated_at) > Date.parse(comment.created_at);
  const mentionNames = people
    .filter((person) => comment.mentions.includes(person.id))
    .map((person) => person.name);

  return (
    <li
      ref={row}
      id={`comment-${comment.id}`}
      aria-current={linked ? 'true' : undefined}
      className={`flex items-start gap-3 ${linked ? '-mx-2 rounded-md bg-primary/10 px-2 ring-2 ring-primary/40' : ''}`}
    >
      {/* As tall as the name row (44 px touch targets), so the picture sits beside the name. */}
      <div className="flex h-11 shrink-0 items-center">
        <Avatar name={author} src={comment.user?.avatar} size="sm" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex min-h-11 flex-wrap items-center gap-x-2">
          <p id={metaId} className="flex min-w-0 flex-wrap items-baseline gap-x-2 text-sm">
            <bdi className="truncate font-medium">{author}</bdi>
            <time
              dateTime={comment.created_at}
              title={date(comment.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
              className="text-xs text-fg-muted"
            >
              {relative(comment.created_at)}
            </time>
            {edited ? (
              <span
                className="text-xs text-fg-muted"
                title={t('comments.editedAt', {
                  date: date(comment.updated_at, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              >
                ({t('comments.edited')})
              </span>
            ) : null}
          </p>
          {!editing && (comment.can.update || comment.can.delete) ? (
            <div className="ms-auto flex gap-1">
              {comment.can.update ? (
                <button
                  ref={editButton}
                  type="button"
                  className={buttonClass('ghost', 'sm', 'px-2 text-fg-muted')}
                  aria-describedby={metaId}
                  onClick={startEditing}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  {t('comments.edit')}
                </button>
              ) : null}
              {comment.can.delete ? (
                <button
                  type="button"
                  className={buttonClass('ghost', 'sm', 'px-2 text-fg-muted')}
                  aria-describedby={metaId}
                  onClick={() => onDelete(comment)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('comments.delete')}
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
        {editing ? (
          <CommentEditForm
            draft={draft}
            onDraftChange={(value) => {
              setDraft(value);
              setError(null);
            }}
            candidates={candidates}
            onPick={(candidate) => setPicked((list) => [...list, candidate])}
            onSave={save}
            onCancel={close}
            error={error}
            autoFocus={editing.autoFocus}
          />
        ) : (
          <CommentText text={comment.text} mentionNames={mentionNames} />
        )}
      </div>
    </li>
  );
}
