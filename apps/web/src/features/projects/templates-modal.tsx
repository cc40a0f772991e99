import { NAME_MAX_LENGTH } from '@crewline/shared/limits';
import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Project } from '../../api/projects/types.ts';
import { useCreateFromTemplate } from '../../api/projects/use-create-from-template.ts';
import { useDeleteTemplate } from '../../api/projects/use-delete-template.ts';
import { useSaveTemplate } from '../../api/projects/use-save-template.ts';
import { useTemplates } from '../../api/projects/use-templates.ts';
import { buttonClass, iconButtonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { inputClass } from '../../components/text-field.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { describeError } from '../../i18n/describe-error.ts';
import { Field, Modal } from '../../components/modal.tsx';
import { projectDisplayName } from './project-name.ts';
import { StatusBadge } from './status-badge.tsx';

type TemplatesModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Projects the caller can save as a template. */
  projects: readonly Project[];
  /** Preselects this project in the save form. */
  projectId?: string;
};

/** "Project Templates": save a project as a template, start a project from one (server-side). */
export function TemplatesModal({ open, onOpenChange, projects, projectId }: TemplatesModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const id = useId();
  const templates = useTemplates(open);
  const save = useSaveTemplate();
  const createFrom = useCreateFromTemplate();
  const remove = useDeleteTemplate();
  const [source, setSource] = useState(projectId ?? '');
  const [templateName, setTemplateName] = useState('');
  const [newName, setNewName] = useState('');
  const chosen = source || projects[0]?.id || '';

  function submitSave(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    save.mutate(
      { projectId: chosen, name: templateName.trim() || undefined },
      {
        onSuccess: () => {
          setTemplateName('');
          toast.success(t('projects.templates.saved'));
        },
      },
    );
  }

  function use(templateId: string) {
    createFrom.mutate(
      { templateId, name: newName.trim() || undefined },
      {
        onSuccess: (project) => {
          toast.success(t('projects.templates.created'));
          onOpenChange(false);
          void navigate(`/dashboard/projects/${project.id}`);
        },
      },
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('projects.templates.title')}
      description={t('projects.templates.body')}
      wide
    >
      <div className="flex flex-col gap-6">
        <section className="flex flex-col gap-3 rounded-xl bg-muted/60 p-4">
          <h3 className="font-semibold">{t('projects.templates.saveTitle')}</h3>
          {projects.length === 0 ? (
            <p className="text-sm text-fg-muted">{t('projects.templates.noProjects')}</p>
          ) : (
            <form onSubmit={submitSave} className="flex flex-col gap-3">
              {save.isError ? (
                <FormAlert tone="error">{t('projects.templates.saveFailed')}</FormAlert>
              ) : null}
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                <Field label={t('projects.templates.project')} htmlFor={`${id}-source`}>
                  <select
                    id={`${id}-source`}
                    className={inputClass}
                    value={chosen}
                    onChange={(event) => setSource(event.target.value)}
                  >
                    {projects.map((project) => (
                      <option key={project.id} value={project.id}>
                        {projectDisplayName(project.title, t)}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field
                  label={t('projects.templates.templateName')}
                  htmlFor={`${id}-tname`}
                  count={{ value: templateName, limit: NAME_MAX_LENGTH }}
                >
                  <input
                    id={`${id}-tname`}
                    className={inputClass}
                    value={templateName}
                    maxLength={NAME_MAX_LENGTH}
                    onChange={(event) => setTemplateName(event.target.value)}
                  />
                </Field>
              </div>
              <button
                type="submit"
                className={buttonClass('secondary', 'md', 'self-end')}
                disabled={save.isPending}
              >
                {save.isPending ? t('projects.templates.saving') : t('projects.templates.save')}
              </button>
            </form>
          )}
        </section>

        <section className="flex flex-col gap-3">
          <h3 className="font-semibold">{t('projects.templates.yours')}</h3>
          {createFrom.error ? (
            <FormAlert tone="error">
              {t('projects.templates.useFailed', {
                message: describeError(createFrom.error, t, t('errors.api.server')),
              })}
            </FormAlert>
          ) : null}
          {templates.isPending ? (
            <Spinner label={t('common.loading')} />
          ) : templates.isError ? (
            <FormAlert tone="error">{t('projects.templates.loadFailed')}</FormAlert>
          ) : templates.data.length === 0 ? (
            <p className="text-sm text-fg-muted">{t('projects.templates.empty')}</p>
          ) : (
            <>
              <Field
                label={t('projects.templates.newName')}
                htmlFor={`${id}-newname`}
                count={{ value: newName, limit: NAME_MAX_LENGTH }}
              >
                <input
                  id={`${id}-newname`}
                  className={inputClass}
                  value={newName}
                  maxLength={NAME_MAX_LENGTH}
                  onChange={(event) => setNewName(event.target.value)}
                />
              </Field>
              <ul className="flex flex-col gap-2">
                {templates.data.map((template) => (
                  <li
                    key={template.id}
                    className="flex flex-wrap items-center gap-3 rounded-xl border border-border p-3"
                  >
                    <div className="flex min-w-0 flex-1 flex-col gap-1">
                      <span className="flex items-center gap-2 font-medium">
                        <span className="truncate">{template.name}</span>
                        <StatusBadge status={template.status} />
                      </span>
                      <span className="text-xs text-fg-muted">
                        {t('projects.templates.tasks', { count: template.tasks.length })} ·{' '}
                        {t('projects.templates.roles', { count: template.team.length })}
                      </span>
                    </div>
                    <button
                      type="button"
                      className={buttonClass('primary', 'sm')}
                      disabled={createFrom.isPending}
                      onClick={() => use(template.id)}
                    >
                      {createFrom.isPending && createFrom.variables?.templateId === template.id
                        ? t('projects.templates.using')
                        : t('projects.templates.use')}
                    </button>
                    <button
                      type="button"
                      className={iconButtonClass('hover:text-red-600')}
                      aria-label={t('projects.templates.deleteLabel', { name: template.name })}
                      title={t('projects.templates.delete')}
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(template.id, {
                          onSuccess: () => toast.info(t('projects.templates.deleted')),
                        })
                      }
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    </Modal>
  );
}
