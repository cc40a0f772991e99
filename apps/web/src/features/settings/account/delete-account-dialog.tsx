import { useId, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { UnlistedProjectJson } from '@crewline/shared/contracts/account';
import { ApiError } from '../../../api/api-error.ts';
import { useDeleteAccount } from '../../../api/account/use-delete-account.ts';
import type { Project } from '../../../api/projects/types.ts';
import { buttonClass } from '../../../components/button-styles.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { inputClass, TextField } from '../../../components/text-field.tsx';
import { Modal } from '../../../components/modal.tsx';
import { describeError } from '../../../i18n/describe-error.ts';

/** What happens to one owned project: handed to a member (their id), deleted, or not chosen. */
type Choice = string | 'delete' | '';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  /** The projects the person owns (each must be handed over or deleted). */
  owned: Project[];
};

/** The words of a failed deletion: the wrong confirmation, projects left out, or a failure. */
function failure(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const body = error.body as { detail?: { loc: unknown[] }[]; projects?: UnlistedProjectJson[] };
    if (error.status === 422 && body?.detail?.some((d) => d.loc[1] === 'confirm')) {
      return t('accountSettings.delete.confirmWrong');
    }
    if (error.status === 409 && Array.isArray(body?.projects)) {
      return t('accountSettings.delete.unlisted', {
        projects: body.projects.map((p) => p.name).join(', '),
      });
    }
    if (error.status === 422) return describeError(error, t, t('accountSettings.delete.failed'));
  }
  return t('accountSettings.delete.failed');
}

/**
 * The spec's prompt, then: for every owned project a member to take it over or its deletion,
 * the e-mail or password typed to confirm, and (when projects are deleted) a second
 * confirmation naming how many.
 */
export function DeleteAccountDialog({ open, onOpenChange, userId, owned }: Props) {
  const { t } = useTranslation();
  const formId = useId();
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [confirm, setConfirm] = useState('');
  const [understood, setUnderstood] = useState(false);
  const remove = useDeleteAccount();

  const choiceOf = (project: Project): Choice => {
    const others = project.team.filter((m) => m.id !== userId);
    return choices[project.id] ?? (others.length === 0 ? 'delete' : '');
  };
  const deletions = owned.filter((p) => choiceOf(p) === 'delete');
  const complete = owned.every((p) => choiceOf(p) !== '');
  const ready =
    complete &&
    confirm.trim() !== '' &&
    (deletions.length === 0 || understood) &&
    !remove.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    // Once the account is gone, the mutation signs out to the landing page.
    remove.mutate({
      confirm,
      transfers: owned
        .filter((p) => choiceOf(p) !== 'delete')
        .map((p) => ({ project_id: p.id, new_owner_id: choiceOf(p) })),
      delete_projects: deletions.map((p) => p.id),
    });
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('accountSettings.delete.dialogTitle')}>
      <form id={formId} className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <p className="text-sm font-medium">{t('accountSettings.delete.prompt')}</p>
        {owned.length > 0 ? (
          <fieldset className="flex flex-col gap-3">
            <legend className="text-sm font-semibold">
              {t('accountSettings.delete.projectsHeading')}
            </legend>
            <p className="text-sm text-fg-muted">{t('accountSettings.delete.projectsHelp')}</p>
            {owned.map((project) => {
              const others = project.team.filter((m) => m.id !== userId);
              const selectId = `${formId}-${project.id}`;
              return (
                <div key={project.id} className="flex flex-col gap-1.5">
                  <label htmlFor={selectId} className="text-sm font-medium">
                    {t('accountSettings.delete.newOwnerFor', { project: project.name })}
                  </label>
                  <select
                    id={selectId}
                    className={inputClass}
                    value={choiceOf(project)}
                    onChange={(e) => setChoices((c) => ({ ...c, [project.id]: e.target.value }))}
                  >
                    {others.length > 0 ? (
                      <option value="">{t('accountSettings.delete.choose')}</option>
                    ) : null}
                    {others.map((member) => (
                      <option key={member.id} value={member.id}>
                        {member.name}
                      </option>
                    ))}
                    <option value="delete">{t('accountSettings.delete.deleteProject')}</option>
                  </select>
                  {others.length === 0 ? (
                    <p className="text-xs text-fg-muted">{t('accountSettings.delete.noMembers')}</p>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
        ) : null}
        <TextField
          label={t('accountSettings.delete.confirmLabel')}
          type="password"
          autoComplete="off"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        {deletions.length > 0 ? (
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1 size-4"
              checked={understood}
              onChange={(e) => setUnderstood(e.target.checked)}
            />
            <span>{t('accountSettings.delete.confirmDeletions', { count: deletions.length })}</span>
          </label>
        ) : null}
        {remove.isError ? <FormAlert tone="error">{failure(remove.error, t)}</FormAlert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => onOpenChange(false)}
          >
            {t('accountSettings.delete.cancel')}
          </button>
          <button type="submit" className={buttonClass('danger')} disabled={!ready}>
            {remove.isPending
              ? t('accountSettings.delete.submitting')
              : t('accountSettings.delete.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
