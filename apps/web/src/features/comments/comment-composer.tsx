import { TEXT_MAX_LENGTH } from '@crewline/shared/limits';
import { Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentTarget } from '../../api/comments/types.ts';
import { useAddComment } from '../../api/comments/use-add-comment.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { isolate } from '../../i18n/bidi.ts';
import { commentErrorText } from './comment-error.ts';
import { MentionTextarea } from '../mentions/mention-textarea.tsx';
import { mentionedIds, type MentionCandidate } from '../mentions/mentions.ts';
import { CharacterCount } from '../../components/character-count.tsx';

// Apple keyboards send with Command, the others with Control; the hint names the right one.
const SEND_KEYS =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.userAgent)
    ? '⌘+Enter'
    : 'Ctrl+Enter';

type CommentComposerProps = {
  target: CommentTarget;
  /** Who can be mentioned. */
  candidates: readonly MentionCandidate[];
};

/**
 * Writes a comment: Ctrl/Cmd+Enter or the Comment button sends (plain Enter adds a line, since
 * comments are often several lines). The text stays until the server has the comment, so a
 * refused one can be sent again. Mentions are the picked members whose @Name is still in it.
 */
export function CommentComposer({ target, candidates }: CommentComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<MentionCandidate[]>([]);
  const add = useAddComment(target);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const errorId = useId();
  const empty = text.trim() === '';

  const send = () => {
    if (empty || add.isPending) return;
    const trimmed = text.trim();
    add.mutate(
      { text: trimmed, mentions: mentionedIds(trimmed, picked) },
      {
        onSuccess: () => {
          setText('');
          setPicked([]);
        },
        // The button is disabled while sending, which drops its focus; bring it back here.
        onSettled: () => textareaRef.current?.focus(),
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      <MentionTextarea
        textareaRef={textareaRef}
        value={text}
        onValueChange={(value) => {
          setText(value);
          if (add.isError) add.reset();
        }}
        candidates={candidates}
        onPick={(candidate) => setPicked((list) => [...list, candidate])}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            send();
          }
        }}
        readOnly={add.isPending}
        maxLength={TEXT_MAX_LENGTH}
        rows={3}
        placeholder={t('comments.placeholder')}
        aria-label={t('comments.placeholder')}
        aria-describedby={add.isError ? `${hintId} ${errorId}` : hintId}
        aria-invalid={add.isError || undefined}
        className="field-sizing-content max-h-72 min-h-20 resize-y"
      />
      <CharacterCount value={text} limit={TEXT_MAX_LENGTH} />
      {add.isError ? (
        <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {commentErrorText(add.error, t, t('comments.sendFailed'))}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={hintId} className="text-xs text-fg-muted">
          {t('comments.hint', { keys: isolate(SEND_KEYS) })}
        </p>
        <button
          type="submit"
          className={buttonClass('primary', 'sm', 'ms-auto')}
          disabled={empty || add.isPending}
        >
          {add.isPending ? t('comments.sending') : t('comments.send')}
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </button>
      </div>
    </form>
  );
}
