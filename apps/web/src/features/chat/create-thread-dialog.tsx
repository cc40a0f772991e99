import {
  THREAD_DESCRIPTION_MAX_LENGTH,
  THREAD_TITLE_MAX_LENGTH,
} from '@crewline/shared/contracts/chat';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateThread } from '../../api/chat/use-create-thread.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { inputClass } from '../../components/text-field.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { Field, Modal, textareaClass } from '../../components/modal.tsx';

type CreateThreadDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: string;
  /** The new thread, or the existing one that already has the title (titles are unique per project). */
  onOpenThread: (threadId: string) => void;
};

/** Create Thread in a project: a name (required, at most 100) and a description (at most 500). */
export function CreateThreadDialog({
  open,
  onOpenChange,
  projectId,
  onOpenThread,
}: CreateThreadDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('chat.create.title')}
      description={t('chat.create.description')}
    >
      {open ? (
        <CreateThreadForm
          projectId={projectId}
          onCancel={() => onOpenChange(false)}
          onOpenThread={(threadId) => {
            onOpenThread(threadId);
            onOpenChange(false);
          }}
        />
      ) : null}
    </Modal>
  );
}

function CreateThreadForm({
  projectId,
  onCancel,
  onOpenThread,
}: {
  projectId: string;
  onCancel: () => void;
  onOpenThread: (threadId: string) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreateThread();
  const nameId = useId();
  const detailsId = useId();
  const [name, setName] = useState('');
  const [details, setDetails] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [detailsError, setDetailsError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const title = name.trim();
    const nameProblem = !title
      ? t('chat.create.nameRequired')
      : title.length > THREAD_TITLE_MAX_LENGTH
        ? t('chat.create.nameTooLong', { max: THREAD_TITLE_MAX_LENGTH })
        : null;
    const detailsProblem =
      details.trim().length > THREAD_DESCRIPTION_MAX_LENGTH
        ? t('chat.create.detailsTooLong', { max: THREAD_DESCRIPTION_MAX_LENGTH })
        : null;
    setNameError(nameProblem);
    setDetailsError(detailsProblem);
    if (nameProblem || detailsProblem) return;
    create.mutate(
      {
        title,
        description: details.trim() || undefined,
        context_type: 'project',
        context_id: projectId,
      },
      {
        onSuccess: (result) => {
          if (result.kind === 'exists') {
            toast.warning(t('chat.create.exists'));
            onOpenThread(result.threadId);
          } else {
            onOpenThread(result.thread.id);
          }
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field
        label={t('chat.create.name')}
        htmlFor={nameId}
        error={nameError}
        errorId={`${nameId}-error`}
        count={{ value: name, limit: THREAD_TITLE_MAX_LENGTH }}
      >
        <input
          id={nameId}
          value={name}
          maxLength={THREAD_TITLE_MAX_LENGTH}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${nameId}-error` : undefined}
          dir="auto"
          className={inputClass}
        />
      </Field>
      <Field
        label={t('chat.create.details')}
        htmlFor={detailsId}
        error={detailsError}
        errorId={`${detailsId}-error`}
        count={{ value: details, limit: THREAD_DESCRIPTION_MAX_LENGTH }}
      >
        <textarea
          id={detailsId}
          value={details}
          maxLength={THREAD_DESCRIPTION_MAX_LENGTH}
          onChange={(event) => {
            setDetails(event.target.value);
            setDetailsError(null);
          }}
          aria-invalid={detailsError ? true : undefined}
          aria-describedby={detailsError ? `${detailsId}-error` : undefined}
          dir="auto"
          className={textareaClass}
        />
      </Field>
      {create.isError ? (
        <FormAlert tone="error">{t('chat.errors.createThreadRetry')}</FormAlert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          {t('chat.create.cancel')}
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={create.isPending}>
          {create.isPending ? t('chat.create.busy') : t('chat.create.submit')}
        </button>
      </div>
    </form>
  );
}
