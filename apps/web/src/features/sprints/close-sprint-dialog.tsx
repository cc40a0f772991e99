import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sprint } from '../../api/sprints/sprints-api.ts';
import { useCloseSprint } from '../../api/sprints/use-sprints.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { inputClass } from '../../components/text-field.tsx';
import { describeError } from '../../i18n/describe-error.ts';

// The select's value for "no sprint": a sprint id is a UUID, so it cannot collide.
const BACKLOG = '';

/** Closes a sprint after asking where its unfinished tasks go: another open sprint or none. */
export function CloseSprintDialog({
  projectId,
  sprint,
  targets,
  onClose,
}: {
  projectId: string;
  sprint: Sprint;
  /** The project's other open sprints. */
  targets: readonly Sprint[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const close = useCloseSprint(projectId);
  const [target, setTarget] = useState(BACKLOG);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('sprints.closeDialog.title', { name: sprint.name })}
      body={
        <div className="flex flex-col gap-3">
          <p>{t('sprints.closeDialog.body')}</p>
          <label className="flex flex-col gap-1 font-medium">
            {t('sprints.closeDialog.moveTo')}
            <select
              className={`${inputClass} min-w-0 max-w-full`}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
            >
              <option value={BACKLOG}>{t('sprints.closeDialog.backlog')}</option>
              {targets.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      }
      confirmLabel={t('sprints.closeDialog.confirm')}
      cancelLabel={t('sprints.closeDialog.cancel')}
      busyLabel={t('sprints.closeDialog.busy')}
      busy={close.isPending}
      danger={false}
      error={close.error ? describeError(close.error, t, t('sprints.closeDialog.failed')) : null}
      onConfirm={() =>
        close.mutate(
          { id: sprint.id, moveOpenTo: target === BACKLOG ? null : target },
          { onSuccess: onClose },
        )
      }
    />
  );
}
