import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Milestone } from '../../api/milestones/milestones-api.ts';
import { useDeleteMilestone, useProjectMilestones } from '../../api/milestones/use-milestones.ts';
import type { Project } from '../../api/projects/types.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { MilestoneForm } from '../../features/milestones/milestone-form.tsx';
import { useResourceDates } from '../../features/resources/use-resource-dates.ts';
import { StatusBadge } from '../../features/roadmaps/roadmap-status.tsx';
import { describeError } from '../../i18n/describe-error.ts';

type Action =
  { kind: 'form'; editing?: Milestone } | { kind: 'delete'; milestone: Milestone } | null;

/** The project's Milestones tab: status, progress and days of each, planned by its planners. */
export function MilestonesTab({ project }: { project: Project }) {
  const { t } = useTranslation();
  const dates = useResourceDates();
  const query = useProjectMilestones(project.id);
  const remove = useDeleteMilestone(project.id);
  const [action, setAction] = useState<Action>(null);
  const canPlan = project.can.plan_milestones;
  const milestones = query.data ?? [];
  const done = () => {
    remove.reset();
    setAction(null);
  };

  return (
    <section className="flex min-w-0 flex-col gap-4" aria-labelledby="milestones-title">
      <h2 id="milestones-title" className="text-lg font-semibold">
        {t('milestones.title')}
      </h2>
      {canPlan ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass()}
            onClick={() => setAction({ kind: 'form' })}
          >
            {t('milestones.add')}
          </button>
        </div>
      ) : (
        <p className="text-sm text-fg-muted">{t('milestones.readOnly')}</p>
      )}
      {action?.kind === 'form' ? (
        <MilestoneForm
          key={action.editing?.id ?? 'new'}
          projectId={project.id}
          editing={action.editing}
          onDone={done}
        />
      ) : null}
      {query.isPending ? <p className="text-sm text-fg-muted">{t('milestones.loading')}</p> : null}
      {query.isError ? <FormAlert tone="error">{t('milestones.loadFailed')}</FormAlert> : null}
      {query.isSuccess && milestones.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('milestones.empty')}</p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {milestones.map((milestone) => (
          <li
            key={milestone.id}
            className="flex min-w-0 flex-col gap-2 rounded-lg border border-border p-3"
          >
            <div className="flex flex-wrap items-baseline gap-2">
              <h3 className="min-w-0 font-semibold break-words">{milestone.name}</h3>
              <StatusBadge status={milestone.status} />
              {milestone.status_overridden ? (
                <span className="text-xs text-fg-muted break-words">
                  {t('milestones.overridden', { reason: milestone.status_reason ?? '' })}
                </span>
              ) : null}
            </div>
            <p className="text-sm text-fg-muted">
              {t('milestones.dates', {
                start: dates.day(milestone.start_date),
                end: dates.day(milestone.due_date),
              })}
            </p>
            {milestone.description ? (
              <p className="text-sm break-words">{milestone.description}</p>
            ) : null}
            <div className="flex flex-col gap-1">
              <ProgressBar
                value={milestone.progress}
                label={t('milestones.progressLabel', { name: milestone.name })}
              />
              <p className="text-sm text-fg-muted">
                {t('milestones.percent', { value: milestone.progress })}
                {' · '}
                {t('milestones.progress', {
                  done: milestone.done_count,
                  total: milestone.task_count,
                })}
              </p>
            </div>
            {canPlan ? (
              <div className="flex flex-wrap gap-2">
                {milestone.can.update ? (
                  <button
                    type="button"
                    className={buttonClass('secondary')}
                    aria-label={t('milestones.editNamed', { name: milestone.name })}
                    onClick={() => setAction({ kind: 'form', editing: milestone })}
                  >
                    {t('milestones.edit')}
                  </button>
                ) : null}
                {milestone.can.delete ? (
                  <button
                    type="button"
                    className={buttonClass('danger')}
                    aria-label={t('milestones.deleteNamed', { name: milestone.name })}
                    onClick={() => setAction({ kind: 'delete', milestone })}
                  >
                    {t('milestones.delete')}
                  </button>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {action?.kind === 'delete' ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : done())}
          title={t('milestones.deleteDialog.title')}
          body={t('milestones.deleteDialog.body', { name: action.milestone.name })}
          confirmLabel={t('milestones.deleteDialog.confirm')}
          cancelLabel={t('milestones.deleteDialog.cancel')}
          busyLabel={t('milestones.deleteDialog.busy')}
          busy={remove.isPending}
          error={
            remove.error
              ? describeError(remove.error, t, t('milestones.deleteDialog.failed'))
              : null
          }
          onConfirm={() => remove.mutate(action.milestone.id, { onSuccess: done })}
        />
      ) : null}
    </section>
  );
}
