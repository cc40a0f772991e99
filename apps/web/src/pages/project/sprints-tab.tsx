import { todayFor } from '@crewline/shared/domain/calendar-day';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../api/projects/types.ts';
import type { Sprint } from '../../api/sprints/sprints-api.ts';
import { useDeleteSprint, useProjectSprints } from '../../api/sprints/use-sprints.ts';
import type { Task } from '../../api/tasks/types.ts';
import { useProjectTasks } from '../../api/tasks/use-project-tasks.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { CloseSprintDialog } from '../../features/sprints/close-sprint-dialog.tsx';
import { SprintForm } from '../../features/sprints/sprint-form.tsx';
import { isActiveSprint, openFirst } from '../../features/sprints/sprint-order.ts';
import { useResourceDates } from '../../features/resources/use-resource-dates.ts';
import { describeError } from '../../i18n/describe-error.ts';
import { browserClock } from '../../i18n/local-days.ts';

type Action =
  | { kind: 'form'; editing?: Sprint }
  | { kind: 'delete'; sprint: Sprint }
  | { kind: 'close'; sprint: Sprint }
  | null;

function SprintProgress({ sprint, tasks }: { sprint: Sprint; tasks: readonly Task[] }) {
  const { t } = useTranslation();
  const mine = tasks.filter((task) => task.sprint_id === sprint.id);
  const done = mine.filter((task) => task.status === 'done').length;
  return (
    <div className="flex flex-col gap-1">
      <ProgressBar
        value={mine.length === 0 ? 0 : (done / mine.length) * 100}
        label={t('sprints.progressLabel', { name: sprint.name })}
      />
      <p className="text-sm text-fg-muted">{t('sprints.progress', { done, total: mine.length })}</p>
    </div>
  );
}

/** The project's Sprints tab: open sprints then closed ones, with planning for owner and managers. */
export function SprintsTab({ project }: { project: Project }) {
  const { t } = useTranslation();
  const dates = useResourceDates();
  const query = useProjectSprints(project.id);
  const tasks = useProjectTasks(project.id).data ?? [];
  const remove = useDeleteSprint(project.id);
  const [action, setAction] = useState<Action>(null);
  const canPlan = project.can.plan_sprints;
  const sprints = openFirst(query.data ?? []);
  const today = todayFor(browserClock());
  const done = () => {
    remove.reset();
    setAction(null);
  };

  return (
    <section className="flex min-w-0 flex-col gap-4" aria-labelledby="sprints-title">
      <h2 id="sprints-title" className="text-lg font-semibold">
        {t('sprints.title')}
      </h2>
      {canPlan ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass()}
            onClick={() => setAction({ kind: 'form' })}
          >
            {t('sprints.add')}
          </button>
        </div>
      ) : (
        <p className="text-sm text-fg-muted">{t('sprints.readOnly')}</p>
      )}
      {action?.kind === 'form' ? (
        <SprintForm
          key={action.editing?.id ?? 'new'}
          projectId={project.id}
          editing={action.editing}
          onDone={done}
        />
      ) : null}
      {query.isPending ? <p className="text-sm text-fg-muted">{t('sprints.loading')}</p> : null}
      {query.isError ? <FormAlert tone="error">{t('sprints.loadFailed')}</FormAlert> : null}
      {query.isSuccess && sprints.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('sprints.empty')}</p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {sprints.map((sprint) => {
          const active = isActiveSprint(sprint, today);
          return (
            <li
              key={sprint.id}
              className="flex min-w-0 flex-col gap-2 rounded-lg border border-border p-3"
            >
              <div className="flex flex-wrap items-baseline gap-2">
                <h3 className="min-w-0 font-semibold break-words">{sprint.name}</h3>
                {active ? (
                  <span className="rounded bg-primary/10 px-1.5 text-xs font-medium text-primary">
                    {t('sprints.active')}
                  </span>
                ) : null}
                {sprint.closed_at ? (
                  <span className="rounded bg-muted px-1.5 text-xs font-medium text-fg-muted">
                    {t('sprints.closed')}
                  </span>
                ) : null}
              </div>
              <p className="text-sm text-fg-muted">
                {t('sprints.dates', {
                  start: dates.day(sprint.start_date),
                  end: dates.day(sprint.end_date),
                })}
              </p>
              {sprint.goal ? <p className="text-sm break-words">{sprint.goal}</p> : null}
              {active ? <SprintProgress sprint={sprint} tasks={tasks} /> : null}
              <div className="flex flex-wrap gap-2">
                {sprint.can.update ? (
                  <button
                    type="button"
                    className={buttonClass('secondary')}
                    aria-label={t('sprints.editNamed', { name: sprint.name })}
                    onClick={() => setAction({ kind: 'form', editing: sprint })}
                  >
                    {t('sprints.edit')}
                  </button>
                ) : null}
                {sprint.can.close && !sprint.closed_at ? (
                  <button
                    type="button"
                    className={buttonClass('secondary')}
                    aria-label={t('sprints.closeNamed', { name: sprint.name })}
                    onClick={() => setAction({ kind: 'close', sprint })}
                  >
                    {t('sprints.close')}
                  </button>
                ) : null}
                {sprint.can.delete ? (
                  <button
                    type="button"
                    className={buttonClass('danger')}
                    aria-label={t('sprints.deleteNamed', { name: sprint.name })}
                    onClick={() => setAction({ kind: 'delete', sprint })}
                  >
                    {t('sprints.delete')}
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {action?.kind === 'close' ? (
        <CloseSprintDialog
          projectId={project.id}
          sprint={action.sprint}
          targets={sprints.filter((s) => !s.closed_at && s.id !== action.sprint.id)}
          onClose={done}
        />
      ) : null}
      {action?.kind === 'delete' ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : done())}
          title={t('sprints.deleteDialog.title')}
          body={t('sprints.deleteDialog.body', { name: action.sprint.name })}
          confirmLabel={t('sprints.deleteDialog.confirm')}
          cancelLabel={t('sprints.deleteDialog.cancel')}
          busyLabel={t('sprints.deleteDialog.busy')}
          busy={remove.isPending}
          error={
            remove.error ? describeError(remove.error, t, t('sprints.deleteDialog.failed')) : null
          }
          onConfirm={() => remove.mutate(action.sprint.id, { onSuccess: done })}
        />
      ) : null}
    </section>
  );
}
