import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import type { Project } from '../../../api/projects/types.ts';
import { useDeleteProject } from '../../../api/projects/use-delete-project.ts';
import { buttonClass } from '../../../components/button-styles.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { inputClass } from '../../../components/text-field.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import {
  canConfirmDelete,
  deleteConfirmationText,
} from '../../../features/projects/delete-confirmation.ts';
import { Modal } from '../../../components/modal.tsx';
import { describeError } from '../../../i18n/describe-error.ts';
import type { TFunction } from 'i18next';

function deleteErrorText(error: unknown, t: TFunction, fallback: string): string {
  return error instanceof ApiError ? describeError(error, t, fallback) : fallback;
}

/** The Danger Zone: delete after typing the project's name (or "Unnamed Project"). */
export function DeleteProjectSection({ project }: { project: Project }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const id = useId();
  const remove = useDeleteProject(project.id);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const expected = deleteConfirmationText(project.name);

  function close(next: boolean) {
    setOpen(next);
    if (!next) {
      setTyped('');
      remove.reset();
    }
  }

  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-red-300 bg-surface p-5 dark:border-red-900">
      <h2 className="text-lg font-semibold text-red-700 dark:text-red-400">
        {t('projects.settings.dangerZone')}
      </h2>
      {project.can.delete ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="flex flex-1 flex-col gap-1">
            <h3 className="font-medium">{t('projects.settings.deleteTitle')}</h3>
            <p className="text-sm text-fg-muted">{t('projects.settings.deleteBody')}</p>
          </div>
          <button type="button" className={buttonClass('danger')} onClick={() => setOpen(true)}>
            {t('projects.settings.deleteButton')}
          </button>
        </div>
      ) : (
        <p className="text-sm text-fg-muted">{t('projects.settings.ownerOnlyDelete')}</p>
      )}
      <Modal open={open} onOpenChange={close} title={t('projects.settings.confirmTitle')}>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!canConfirmDelete(typed, project.name)) return;
            remove.mutate(undefined, {
              onSuccess: () => {
                toast.success(t('projects.settings.deleted'));
                void navigate('/dashboard/projects', { replace: true });
              },
            });
          }}
        >
          <p className="text-sm text-fg-muted">{t('projects.settings.deleteBody')}</p>
          <label htmlFor={`${id}-confirm`} className="text-sm">
            <Trans
              i18nKey="projects.settings.confirmPrompt"
              values={{ name: expected }}
              components={{ strong: <strong className="font-semibold break-all text-fg" /> }}
            />
          </label>
          <input
            id={`${id}-confirm`}
            className={inputClass}
            value={typed}
            autoComplete="off"
            autoFocus
            onChange={(event) => setTyped(event.target.value)}
          />
          {remove.isError ? (
            <FormAlert tone="error">
              {deleteErrorText(remove.error, t, t('projects.settings.deleteFailed'))}
            </FormAlert>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={buttonClass('secondary')} onClick={() => close(false)}>
              {t('projects.settings.cancel')}
            </button>
            <button
              type="submit"
              className={buttonClass('danger')}
              disabled={!canConfirmDelete(typed, project.name) || remove.isPending}
            >
              {remove.isPending
                ? t('projects.settings.deleting')
                : t('projects.settings.confirmDelete')}
            </button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
