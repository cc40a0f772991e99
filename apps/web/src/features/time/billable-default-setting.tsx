import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../api/projects/types.ts';
import { useUpdateProject } from '../../api/projects/use-update-project.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { describeError } from '../../i18n/describe-error.ts';

/**
 * The project's "billable by default" switch, for those who may edit the project. It saves on
 * change; timers and manual entries that do not say otherwise take it.
 */
export function BillableDefaultSetting({ project }: { project: Project }) {
  const { t } = useTranslation();
  const update = useUpdateProject(project.id);
  const id = useId();
  // While saving, the box shows what was asked; afterwards, what the server holds.
  const checked =
    update.isPending && update.variables.billable_by_default !== undefined
      ? update.variables.billable_by_default
      : project.billable_by_default;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('timeTracking.settings.title')}
      </h2>
      {update.isError ? (
        <FormAlert tone="error">
          {describeError(update.error, t, t('timeTracking.settings.failed'))}
        </FormAlert>
      ) : null}
      <label htmlFor={id} className="flex min-h-11 items-center gap-3 text-sm font-medium">
        <input
          id={id}
          type="checkbox"
          className="size-4"
          checked={checked}
          aria-describedby={`${id}-hint`}
          // Not disabled while saving (that would drop the keyboard focus); a second change waits.
          onChange={(event) => {
            if (!update.isPending) update.mutate({ billable_by_default: event.target.checked });
          }}
        />
        {t('timeTracking.settings.billableByDefault')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-fg-muted">
        {t('timeTracking.settings.billableByDefaultHint')}
      </p>
    </section>
  );
}
