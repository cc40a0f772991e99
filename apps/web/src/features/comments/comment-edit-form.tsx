import { TEXT_MAX_LENGTH } from '@crewline/shared/limits';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles.ts';
import { CharacterCount } from '../../components/character-count.tsx';
import { MentionTextarea } from '../mentions/mention-textarea.tsx';
import type { MentionCandidate } from '../mentions/mentions.ts';

type CommentEditFormProps = {
  draft: string;
  onDraftChange: (draft: string) => void;
  candidates: readonly MentionCandidate[];
  onPick: (candidate: MentionCandidate) => void;
  onSave: () => void;
  onCancel: () => void;
  error: string | null;
  /** Move focus into the text box on mount (not when it reopens after a failed save). */
  autoFocus: boolean;
};

/** Inline editing of a comment: Enter saves, Shift+Enter adds a line, Escape cancels. */
export function CommentEditForm(props: CommentEditFormProps) {
  const { t } = useTranslation();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const errorId = useId();
  const countId = useId();
  const { autoFocus } = props;

  useEffect(() => {
    const box = textareaRef.current;
    if (!autoFocus || !box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
  }, [autoFocus]);

  return (
    <div className="flex flex-col gap-2">
      <MentionTextarea
        textareaRef={textareaRef}
        ownsEscape
        value={props.draft}
        onValueChange={props.onDraftChange}
        candidates={props.candidates}
        onPick={props.onPick}
        onKeyDown={(event) => {
          if (event.nativeEvent.isComposing) return;
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            props.onSave();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            props.onCancel();
          }
        }}
        maxLength={TEXT_MAX_LENGTH}
        rows={2}
        aria-label={t('comments.editText')}
        aria-describedby={props.error ? `${hintId} ${countId} ${errorId}` : `${hintId} ${countId}`}
        aria-invalid={props.error ? true : undefined}
        className="field-sizing-content max-h-72 min-h-16 resize-y"
      />
      <CharacterCount id={countId} value={props.draft} limit={TEXT_MAX_LENGTH} />
      {props.error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {props.error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={hintId} className="text-xs text-fg-muted">
          {t('comments.editHint')}
        </p>
        <div className="ms-auto flex gap-2">
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={props.onCancel}>
            {t('comments.cancel')}
          </button>
          <button type="button" className={buttonClass('primary', 'sm')} onClick={props.onSave}>
            {t('comments.save')}
          </button>
        </div>
      </div>
    </div>
  );
}
