import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../api/projects/types.ts';
import type { Task } from '../../api/tasks/types.ts';
import { useCreateTask } from '../../api/tasks/use-create-task.ts';
import { useUpdateTask } from '../../api/tasks/use-update-task.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { Modal } from '../../components/modal.tsx';
import { createTaskErrorText } from './create-task-error.ts';
import {
  emptyTaskForm,
  taskToForm,
  toCreateInput,
  toUpdateInput,
  validateTaskForm,
  type TaskFormErrors,
  type TaskFormValues,
} from './task-form-state.ts';
import { TaskFields } from './task-fields.tsx';

type TaskFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The task to edit; without it the dialog creates one. */
  task?: Task | null;
  /** Projects offered in the project select (creating needs `can.create_tasks`). */
  projects: readonly Pick<Project, 'id' | 'title' | 'can'>[];
  /** Initial values of a new task, e.g. the column's status or the board's project. */
  preset?: Partial<TaskFormValues>;
  onSaved?: (task: Task) => void;
  /** Someone else deleted the task being edited: say so and offer no update. */
  deleted?: boolean;
};

/**
 * "Create New Task" / "Edit Task": sections Task Details, Project & Status,
 * Priority & Timing. The form lives inside the dialog's content, which unmounts on close, so
 * closing by the backdrop, Escape, X or Cancel always resets it.
 */
export function TaskFormDialog({
  open,
  onOpenChange,
  task,
  projects,
  preset,
  onSaved,
  deleted = false,
}: TaskFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={task ? t('tasks.form.editTitle') : t('tasks.form.createTitle')}
      wide
    >
      <TaskForm
        task={task ?? null}
        projects={projects}
        preset={preset}
        deleted={deleted}
        onDone={(saved) => {
          onSaved?.(saved);
          onOpenChange(false);
        }}
        onCancel={() => onOpenChange(false)}
      />
    </Modal>
  );
}

function TaskForm({
  task,
  projects,
  preset,
  deleted,
  onDone,
  onCancel,
}: {
  task: Task | null;
  projects: TaskFormDialogProps['projects'];
  preset?: Partial<TaskFormValues>;
  deleted: boolean;
  onDone: (task: Task) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const create = useCreateTask();
  const update = useUpdateTask();
  const [values, setValues] = useState<TaskFormValues>(() =>
    task
      ? taskToForm(task, Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC')
      : emptyTaskForm(preset),
  );
  const [errors, setErrors] = useState<TaskFormErrors>({});
  const editing = task !== null;
  const busy = create.isPending || update.isPending;
  const choices = editing ? projects : projects.filter((project) => project.can.create_tasks);

  function set<K extends keyof TaskFormValues>(key: K, value: TaskFormValues[K]) {
    setValues((current) => {
      // Members, sprints and milestones differ per project: a new project drops the chosen ones.
      const reset =
        key === 'projectId' && value !== current.projectId
          ? {
              assigneeId: '',
              sprintId: current.sprintId === undefined ? undefined : '',
              milestoneId: current.milestoneId === undefined ? undefined : '',
            }
          : {};
      return { ...current, [key]: value, ...reset };
    });
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateTaskForm(values);
    setErrors(found);
    if (found.title || found.projectId) return;
    if (task && deleted) return;
    if (task) {
      update.mutate(
        { id: task.id, input: toUpdateInput(values) },
        {
          onSuccess: (saved) => {
            toast.success(t('tasks.form.updated'));
            onDone(saved);
          },
        },
      );
    } else {
      create.mutate(toCreateInput(values), {
        onSuccess: (saved) => {
          toast.success(t('tasks.form.created'));
          onDone(saved);
        },
      });
    }
  }

  const failure = create.error
    ? createTaskErrorText(create.error, t)
    : update.error
      ? t('tasks.form.updateFailed')
      : null;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {deleted ? <FormAlert tone="error">{t('realtime.taskDeleted')}</FormAlert> : null}
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <TaskFields
        id={id}
        values={values}
        onChange={set}
        sections={{
          details: t('tasks.form.details'),
          projectStatus: t('tasks.form.projectStatus'),
          priorityTiming: t('tasks.form.priorityTiming'),
        }}
        placeholders
        titleError={errors.title ? t(`tasks.form.${errors.title}`) : null}
        projects={choices}
        projectError={errors.projectId ? t(`tasks.form.${errors.projectId}`) : null}
        projectRequired
        // Tasks never move between projects (the server refuses), so editing locks it.
        projectLocked={editing}
        projectPlaceholder
        projectNote={
          !editing && choices.length === 0 ? (
            <p className="text-sm text-fg-muted">{t('tasks.form.noProjects')}</p>
          ) : null
        }
        assigneeName={task?.assignee?.name}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          {t('tasks.form.cancel')}
        </button>
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={busy || deleted || values.title.trim() === ''}
        >
          {editing
            ? busy
              ? t('tasks.form.updating')
              : t('tasks.form.update')
            : busy
              ? t('tasks.form.creating')
              : t('tasks.form.create')}
        </button>
      </div>
    </form>
  );
}
