import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import type { Thread } from '../../api/chat/types.ts';
import { useUpdateThread } from '../../api/chat/use-update-thread.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { inputClass } from '../../components/text-field.tsx';
import { THREAD_TITLE_MAX_LENGTH } from '@crewline/shared/contracts/chat';
import { Field, Modal } from '../../components/modal.tsx';

type EditThreadDialogProps = { thread: Thread | null; onClose: () => void };

/** Edit Thread: the title, non-empty after trimming. */
export function EditThreadDialog({ thread, onClose }: EditThreadDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={thread !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('chat.edit.title')}
    >
      {thread ? <EditThreadForm key={thread.id} thread={thread} onClose={onClose} /> : null}
    </Modal>
  );
}

function EditThreadForm({ thread, onClose }: { thread: Thread; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateThread();
  const id = useId();
  const [title, setTitle] = useState(thread.title ?? '');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setError(t('chat.edit.required'));
      return;
    }
    update.mutate({ threadId: thread.id, input: { title: title.trim() } }, { onSuccess: onClose });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field
        label={t('chat.edit.label')}
        htmlFor={id}
        error={error}
        errorId={`${id}-error`}
        count={{ value: title, limit: THREAD_TITLE_MAX_LENGTH }}
      >
        <input
          id={id}
          value={title}
          maxLength={THREAD_TITLE_MAX_LENGTH}
          onChange={(event) => {
            setTitle(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          dir="auto"
          className={inputClass}
        />
      </Field>
      {update.isError ? (
        <FormAlert tone="error">
          {update.error instanceof ApiError && update.error.status === 409
            ? t('chat.create.exists')
            : t('chat.errors.updateThread')}
        </FormAlert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>
          {t('chat.edit.cancel')}
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={update.isPending}>
          {update.isPending ? t('chat.edit.busy') : t('chat.edit.save')}
        </button>
      </div>
    </form>
  );
}
