import type { DependencyTaskJson } from '@crewline/shared/contracts/dependencies';
import type { TaskStatus } from '@crewline/shared/domain/task-enums';
import { useId, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  useAddDependency,
  useRemoveDependency,
  useTaskDependencies,
  type DependencyLink,
} from '../../api/dependencies/use-dependencies.ts';
import type { Task } from '../../api/tasks/types.ts';
import { useProjectTasks } from '../../api/tasks/use-project-tasks.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { inputClass } from '../../components/text-field.tsx';
import { ApiError } from '../../api/api-error.ts';
import { describeError } from '../../i18n/describe-error.ts';

/**
 * A refused link's text. A cycle's 422 names the tasks it runs through by their titles, which
 * no translated sentence can say, so that message is shown as the server returned it.
 */
function linkErrorText(error: unknown, t: TFunction): string {
  const body = error instanceof ApiError && error.status === 422 ? error.body : null;
  if (body && 'cycle' in body && typeof body.message === 'string') return body.message;
  return describeError(error, t, t('tasks.dependencies.failed'));
}

type Side = 'blocks' | 'blockedBy';

/**
 * A task's "Blocks" and "Blocked by" links: each linked task with its project and status and a
 * Remove button, links into projects the viewer is not in counted only, and an Add control
 * offering the other tasks of this task's project. The server's refusal (a cycle, named) shows
 * above as it is returned.
 */
export function TaskDependencies({ task }: { task: Task }) {
  const { t } = useTranslation();
  const query = useTaskDependencies(task.id);
  const add = useAddDependency();
  const remove = useRemoveDependency();
  const editable = task.can.update;
  const error = add.error ?? remove.error;

  const link = (side: Side, other: string): DependencyLink =>
    side === 'blocks' ? { blocker: task.id, blocked: other } : { blocker: other, blocked: task.id };
  const onAdd = (side: Side, other: string) => {
    remove.reset();
    add.mutate(link(side, other));
  };
  const onRemove = (side: Side, other: string) => {
    add.reset();
    remove.mutate(link(side, other));
  };

  if (query.isPending) {
    return <p className="mt-6 text-sm text-fg-muted">{t('tasks.dependencies.loading')}</p>;
  }
  if (query.isError) {
    return (
      <div className="mt-6">
        <FormAlert tone="error">{t('tasks.dependencies.loadFailed')}</FormAlert>
      </div>
    );
  }
  const data = query.data;
  const linked = new Set([
    task.id,
    ...data.blocks.map((d) => d.id),
    ...data.blocked_by.map((d) => d.id),
  ]);
  return (
    <div className="flex flex-col gap-4">
      {error ? <FormAlert tone="error">{linkErrorText(error, t)}</FormAlert> : null}
      <LinkSection
        side="blocks"
        items={data.blocks}
        hidden={data.hidden_blocks}
        editable={editable}
        busy={add.isPending || remove.isPending}
        task={task}
        exclude={linked}
        onAdd={onAdd}
        onRemove={onRemove}
      />
      <LinkSection
        side="blockedBy"
        items={data.blocked_by}
        hidden={data.hidden_blocked_by}
        editable={editable}
        busy={add.isPending || remove.isPending}
        task={task}
        exclude={linked}
        onAdd={onAdd}
        onRemove={onRemove}
      />
    </div>
  );
}

function LinkSection({
  side,
  items,
  hidden,
  editable,
  busy,
  task,
  exclude,
  onAdd,
  onRemove,
}: {
  side: Side;
  items: readonly DependencyTaskJson[];
  hidden: number;
  editable: boolean;
  busy: boolean;
  task: Task;
  exclude: ReadonlySet<string>;
  onAdd: (side: Side, other: string) => void;
  onRemove: (side: Side, other: string) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="flex flex-col gap-2" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-medium text-fg-muted">
        {t(side === 'blocks' ? 'tasks.dependencies.blocks' : 'tasks.dependencies.blockedBy')}
      </h3>
      {items.length === 0 && hidden === 0 ? (
        <p className="text-sm text-fg-muted">{t('tasks.dependencies.none')}</p>
      ) : null}
      {items.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.id} className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
              <span className="min-w-0 font-medium break-words">{item.title}</span>
              <span className="text-fg-muted break-words">{item.project_name}</span>
              <span className="rounded bg-muted px-1.5 text-xs">
                {t(`tasks.status.${item.status as TaskStatus}`)}
              </span>
              {editable ? (
                <button
                  type="button"
                  className={buttonClass('secondary')}
                  aria-label={t('tasks.dependencies.removeNamed', { title: item.title })}
                  disabled={busy}
                  onClick={() => onRemove(side, item.id)}
                >
                  {t('tasks.dependencies.remove')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {hidden > 0 ? (
        <p className="text-sm text-fg-muted">{t('tasks.dependencies.hidden', { count: hidden })}</p>
      ) : null}
      {editable ? (
        <AddLink side={side} task={task} exclude={exclude} busy={busy} onAdd={onAdd} />
      ) : null}
    </section>
  );
}

function AddLink({
  side,
  task,
  exclude,
  busy,
  onAdd,
}: {
  side: Side;
  task: Task;
  exclude: ReadonlySet<string>;
  busy: boolean;
  onAdd: (side: Side, other: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const tasks = useProjectTasks(task.project_id).data ?? [];
  const [other, setOther] = useState('');
  const choices = tasks.filter((candidate) => !exclude.has(candidate.id));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!other) return;
    onAdd(side, other);
    setOther('');
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <label htmlFor={id} className="flex min-w-0 flex-col gap-1 text-sm font-medium">
        {t(side === 'blocks' ? 'tasks.dependencies.addBlocks' : 'tasks.dependencies.addBlockedBy')}
        <select
          id={id}
          className={`${inputClass} min-w-0 max-w-full`}
          value={other}
          onChange={(event) => setOther(event.target.value)}
        >
          <option value="">{t('tasks.dependencies.choose')}</option>
          {choices.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.title}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className={buttonClass('secondary')}
        disabled={busy || !other}
        aria-label={`${t('tasks.dependencies.add')} – ${t(
          side === 'blocks' ? 'tasks.dependencies.blocks' : 'tasks.dependencies.blockedBy',
        )}`}
      >
        {t('tasks.dependencies.add')}
      </button>
    </form>
  );
}
