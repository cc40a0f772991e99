import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateProject } from '../../api/projects/use-create-project.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { inputClass } from '../../components/text-field.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { describeError } from '../../i18n/describe-error.ts';
import { browserTimeZone } from '../../i18n/time-zones.ts';
import { Field, Modal, textareaClass } from '../../components/modal.tsx';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '@crewline/shared/limits';

type CreateProjectModalProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** "Create New Project": a name (required) and an optional description. */
export function CreateProjectModal({ open, onOpenChange }: CreateProjectModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateProject();
  const id = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  function reset() {
    setName('');
    setDescription('');
    setNameError(null);
    create.reset();
  }

  function close(next: boolean) {
    if (!next) reset();
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setNameError(t('projects.create.nameRequired'));
      return;
    }
    setNameError(null);
    create.mutate(
      // The project counts its days (insights, deadlines) where its creator is.
      { name: name.trim(), description: description.trim(), time_zone: browserTimeZone() },
      {
        onSuccess: (project) => {
          toast.success(t('projects.create.created'));
          close(false);
          void navigate(`/dashboard/projects/${project.id}`);
        },
      },
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('projects.create.title')}
      description={t('projects.create.body')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {create.error ? (
          <FormAlert tone="error">
            {t('projects.create.failed', {
              message: describeError(create.error, t, t('errors.api.server')),
            })}
          </FormAlert>
        ) : null}
        <Field
          label={t('projects.create.name')}
          htmlFor={`${id}-name`}
          error={nameError}
          errorId={`${id}-name-error`}
          count={{ value: name, limit: NAME_MAX_LENGTH }}
        >
          <input
            id={`${id}-name`}
            className={inputClass}
            value={name}
            autoFocus
            maxLength={NAME_MAX_LENGTH}
            placeholder={t('projects.create.namePlaceholder')}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
            onChange={(event) => {
              setName(event.target.value);
              if (nameError) setNameError(null);
            }}
          />
        </Field>
        <Field
          label={t('projects.create.description')}
          htmlFor={`${id}-description`}
          count={{ value: description, limit: TEXT_MAX_LENGTH }}
        >
          <textarea
            id={`${id}-description`}
            className={textareaClass}
            value={description}
            maxLength={TEXT_MAX_LENGTH}
            placeholder={t('projects.create.descriptionPlaceholder')}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClass('secondary')} onClick={() => close(false)}>
            {t('projects.create.cancel')}
          </button>
          <button type="submit" className={buttonClass('primary')} disabled={create.isPending}>
            {create.isPending ? t('projects.create.submitting') : t('projects.create.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
