import { Pencil } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../api/projects/types.ts';
import { useUpdateProject } from '../../../api/projects/use-update-project.ts';
import { buttonClass } from '../../../components/button-styles.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { inputClass } from '../../../components/text-field.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { Field, textareaClass } from '../../../components/modal.tsx';
import { projectDisplayName } from '../../../features/projects/project-name.ts';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '@crewline/shared/limits';
import { describeError } from '../../../i18n/describe-error.ts';

type ProjectDetailsEditorProps = { project: Project; heading: string };

/**
 * The name and description block with Edit, Save Changes and Cancel. Escape
 * cancels and Ctrl/Cmd+Enter saves from either field. Edit shows only with `can.update`.
 */
export function ProjectDetailsEditor({ project, heading }: ProjectDetailsEditorProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const update = useUpdateProject(project.id);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(project.name);
  const [description, setDescription] = useState(project.description);
  const [nameError, setNameError] = useState<string | null>(null);

  function start() {
    setName(project.name);
    setDescription(project.description);
    setNameError(null);
    update.reset();
    setEditing(true);
  }

  function cancel() {
    setEditing(false);
    setNameError(null);
    update.reset();
  }

  function save() {
    if (name.trim() === '') {
      setNameError(t('projects.overview.nameRequired'));
      return;
    }
    setNameError(null);
    update.mutate(
      { name: name.trim(), description },
      {
        onSuccess: () => {
          setEditing(false);
          toast.success(t('projects.overview.updated'));
        },
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    }
  }

  if (!editing) {
    return (
      <section className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <h2 className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
              {heading}
            </h2>
            <p dir="auto" className="text-lg font-semibold break-words">
              {projectDisplayName(project.name, t)}
            </p>
          </div>
          {project.can.update ? (
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={start}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('projects.overview.edit')}
            </button>
          ) : null}
        </div>
        <p dir="auto" className="text-sm break-words whitespace-pre-line text-fg-muted">
          {project.description || t('projects.overview.noDescription')}
        </p>
      </section>
    );
  }

  return (
    <form
      noValidate
      onKeyDown={onKeyDown}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        save();
      }}
      className="flex flex-col gap-4 rounded-2xl border border-primary bg-surface p-5"
    >
      <h2 className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{heading}</h2>
      {update.isError ? (
        <FormAlert tone="error">
          {describeError(update.error, t, t('projects.overview.updateFailed'))}
        </FormAlert>
      ) : null}
      <Field
        label={t('projects.overview.name')}
        htmlFor={`${id}-name`}
        error={nameError}
        errorId={`${id}-err`}
        count={{ value: name, limit: NAME_MAX_LENGTH }}
      >
        <input
          id={`${id}-name`}
          className={inputClass}
          value={name}
          autoFocus
          maxLength={NAME_MAX_LENGTH}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-err` : `${id}-hint`}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <Field
        label={t('projects.overview.description')}
        htmlFor={`${id}-description`}
        count={{ value: description, limit: TEXT_MAX_LENGTH }}
      >
        <textarea
          id={`${id}-description`}
          className={textareaClass}
          value={description}
          maxLength={TEXT_MAX_LENGTH}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setDescription(event.target.value)}
        />
      </Field>
      <p id={`${id}-hint`} className="text-xs text-fg-muted">
        {t('projects.overview.shortcutHint')}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={cancel}>
          {t('projects.overview.cancel')}
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={update.isPending}>
          {update.isPending ? t('projects.overview.saving') : t('projects.overview.save')}
        </button>
      </div>
    </form>
  );
}
