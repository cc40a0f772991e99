import { TEXT_MAX_LENGTH } from '@crewline/shared/limits';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { CharacterCount } from '../../../components/character-count.tsx';

type MessageEditFormProps = {
  initial: string;
  /** Called with the trimmed text; an empty or unchanged text cancels instead. */
  onSave: (content: string) => void;
  onCancel: () => void;
};

/** Inline editing of a message: Enter saves, Shift+Enter adds a line, Escape cancels. */
export function MessageEditForm({ initial, onSave, onCancel }: MessageEditFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const box = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const countId = useId();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);

  const save = () => {
    const text = draft.trim();
    if (text === '' || text === initial.trim()) onCancel();
    else onSave(text);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <textarea
        ref={box}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.nativeEvent.isComposing) return;
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            // The Escape ends the edit only; dialogs and panels around the chat stay open.
            event.stopPropagation();
            onCancel();
          }
        }}
        maxLength={TEXT_MAX_LENGTH}
        rows={2}
        dir="auto"
        aria-label={t('chatMessages.edit.label')}
        aria-describedby={`${hintId} ${countId}`}
        className="field-sizing-content max-h-72 min-h-16 w-full resize-y rounded-lg border border-border bg-surface px-3 py-2 text-base focus-visible:border-primary sm:text-sm"
      />
      <CharacterCount id={countId} value={draft} limit={TEXT_MAX_LENGTH} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={hintId} className="text-xs text-fg-muted">
          {t('chatMessages.edit.hint')}
        </p>
        <div className="ms-auto flex gap-2">
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={onCancel}>
            {t('chatMessages.cancel')}
          </button>
          <button type="button" className={buttonClass('primary', 'sm')} onClick={save}>
            {t('chatMessages.edit.save')}
          </button>
        </div>
      </div>
    </div>
  );
}
