import { DEFAULT_TASK_PRIORITY, type TaskPriority } from '@crewline/shared/domain/task-enums';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { inputClass } from '../../components/text-field.tsx';
import { Field, textareaClass } from '../../components/modal.tsx';
import { PrioritySelect } from './task-select-fields.tsx';
import { TEXT_MAX_LENGTH } from '@crewline/shared/limits';
import { TASK_TITLE_MAX_LENGTH } from '@crewline/shared/contracts/tasks';

/** A quick task draft: what Create Task from Message and Assign Task ask for. */
export type TaskDraft = {
  title: string;
  description: string;
  priority: TaskPriority;
  /** YYYY-MM-DD, '' for none. */
  dueDate: string;
};

type TaskDraftFormProps = {
  initial?: Partial<TaskDraft>;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  failure: string | null;
  onSubmit: (draft: TaskDraft) => void;
  onCancel: () => void;
};

/**
 * Title, description, priority and due date, with "Task title is required" shown on submit
 * when the title is blank.
 */
export function TaskDraftForm({
  initial,
  submitLabel,
  busyLabel,
  busy,
  failure,
  onSubmit,
  onCancel,
}: TaskDraftFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<TaskDraft>({
    title: '',
    description: '',
    priority: DEFAULT_TASK_PRIORITY,
    dueDate: '',
    ...initial,
  });
  const [titleError, setTitleError] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.title.trim() === '') {
      setTitleError(true);
      return;
    }
    onSubmit({ ...draft, title: draft.title.trim(), description: draft.description.trim() });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <Field
        label={t('tasks.form.title')}
        htmlFor={`${id}-title`}
        error={titleError ? t('tasks.form.titleRequired') : null}
        errorId={`${id}-title-error`}
        count={{ value: draft.title, limit: TASK_TITLE_MAX_LENGTH }}
      >
        <input
          id={`${id}-title`}
          className={inputClass}
          value={draft.title}
          autoFocus
          maxLength={TASK_TITLE_MAX_LENGTH}
          placeholder={t('tasks.form.titlePlaceholder')}
          aria-invalid={titleError || undefined}
          aria-describedby={titleError ? `${id}-title-error` : undefined}
          onChange={(event) => {
            setDraft({ ...draft, title: event.target.value });
            setTitleError(false);
          }}
        />
      </Field>
      <Field
        label={t('tasks.form.description')}
        htmlFor={`${id}-description`}
        count={{ value: draft.description, limit: TEXT_MAX_LENGTH }}
      >
        <textarea
          id={`${id}-description`}
          className={textareaClass}
          value={draft.description}
          maxLength={TEXT_MAX_LENGTH}
          placeholder={t('tasks.form.descriptionPlaceholder')}
          onChange={(event) => setDraft({ ...draft, description: event.target.value })}
        />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('tasks.form.priority')} htmlFor={`${id}-priority`}>
          <PrioritySelect
            id={`${id}-priority`}
            value={draft.priority}
            onChange={(priority) => setDraft({ ...draft, priority })}
          />
        </Field>
        <Field label={t('tasks.form.dueDate')} htmlFor={`${id}-due`}>
          <input
            id={`${id}-due`}
            type="date"
            className={inputClass}
            value={draft.dueDate}
            onChange={(event) => setDraft({ ...draft, dueDate: event.target.value })}
          />
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          {t('tasks.form.cancel')}
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
