import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../api/projects/types.ts';
import { Field, textareaClass } from '../../components/modal.tsx';
import { inputClass } from '../../components/text-field.tsx';
import type { TaskFormValues } from './task-form-state.ts';
import {
  AssigneeSelect,
  PrioritySelect,
  ProjectOptions,
  StatusSelect,
} from './task-select-fields.tsx';
import { TASK_ESTIMATE_MAX, TEXT_MAX_LENGTH } from '@crewline/shared/limits';
import { MilestoneSelect } from '../milestones/milestone-select.tsx';
import { SprintSelect } from '../sprints/sprint-select.tsx';
import { TASK_TITLE_MAX_LENGTH } from '@crewline/shared/contracts/tasks';

/** The three titled groups the task form draws its fields in (the preview draws them flat). */
type TaskFieldSections = { details: string; projectStatus: string; priorityTiming: string };

type TaskFieldsProps = {
  /** The form's useId: every control's id is `${id}-<field>`. */
  id: string;
  values: TaskFormValues;
  onChange: <K extends keyof TaskFormValues>(key: K, value: TaskFormValues[K]) => void;
  /** Grouped in titled fieldsets when given; otherwise one flat column. */
  sections?: TaskFieldSections;
  /** The title and description placeholders ("What needs to be done?"). */
  placeholders?: boolean;
  titleError?: string | null;
  /** Extra text under the description, and the id that ties it to the box. */
  descriptionHint?: ReactNode;
  descriptionDescribedBy?: string;
  projects: readonly Pick<Project, 'id' | 'title'>[];
  projectError?: string | null;
  projectRequired?: boolean;
  projectLocked: boolean;
  /** The disabled "choose a project" first option. */
  projectPlaceholder: boolean;
  /** Shown under the project and status, e.g. that no project takes new tasks. */
  projectNote?: ReactNode;
  /** The current assignee's name, listed while the members load. */
  assigneeName?: string | null;
  assigneeHint?: ReactNode;
  dueDateHint?: ReactNode;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-xl border border-border p-4">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * A task's fields: title, description, project, status, assignee, priority, due date, and (when
 * the values carry them) start date, milestone, sprint and estimate. The
 * task form and the Voice Task Preview both draw them from here; each keeps its own state,
 * submit and texts around them.
 */
export function TaskFields({
  id,
  values,
  onChange,
  sections,
  placeholders = false,
  titleError,
  descriptionHint,
  descriptionDescribedBy,
  projects,
  projectError,
  projectRequired = false,
  projectLocked,
  projectPlaceholder,
  projectNote,
  assigneeName,
  assigneeHint,
  dueDateHint,
}: TaskFieldsProps) {
  const { t } = useTranslation();
  const group = (title: string | undefined, children: ReactNode) =>
    title === undefined ? (
      <Fragment>{children}</Fragment>
    ) : (
      <Section title={title}>{children}</Section>
    );
  return (
    <>
      {group(
        sections?.details,
        <>
          <Field
            label={t('tasks.form.title')}
            htmlFor={`${id}-title`}
            error={titleError}
            errorId={`${id}-title-error`}
            count={{ value: values.title, limit: TASK_TITLE_MAX_LENGTH }}
          >
            <input
              id={`${id}-title`}
              className={inputClass}
              value={values.title}
              autoFocus
              required
              maxLength={TASK_TITLE_MAX_LENGTH}
              placeholder={placeholders ? t('tasks.form.titlePlaceholder') : undefined}
              aria-invalid={titleError ? true : undefined}
              aria-describedby={titleError ? `${id}-title-error` : undefined}
              onChange={(event) => onChange('title', event.target.value)}
            />
          </Field>
          <Field
            label={t('tasks.form.description')}
            htmlFor={`${id}-description`}
            count={{ value: values.description, limit: TEXT_MAX_LENGTH }}
          >
            <textarea
              id={`${id}-description`}
              className={textareaClass}
              value={values.description}
              maxLength={TEXT_MAX_LENGTH}
              placeholder={placeholders ? t('tasks.form.descriptionPlaceholder') : undefined}
              aria-describedby={descriptionDescribedBy}
              onChange={(event) => onChange('description', event.target.value)}
            />
            {descriptionHint}
          </Field>
        </>,
      )}
      {group(
        sections?.projectStatus,
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field
              label={t('tasks.form.project')}
              htmlFor={`${id}-project`}
              error={projectError}
              errorId={`${id}-project-error`}
            >
              <select
                id={`${id}-project`}
                className={inputClass}
                value={values.projectId}
                required={projectRequired || undefined}
                disabled={projectLocked}
                aria-invalid={projectError ? true : undefined}
                aria-describedby={projectError ? `${id}-project-error` : undefined}
                onChange={(event) => onChange('projectId', event.target.value)}
              >
                <ProjectOptions projects={projects} placeholder={projectPlaceholder} />
              </select>
            </Field>
            <Field label={t('tasks.form.status')} htmlFor={`${id}-status`}>
              <StatusSelect
                id={`${id}-status`}
                value={values.status}
                onChange={(value) => onChange('status', value)}
              />
            </Field>
          </div>
          {projectNote}
          <Field label={t('tasks.form.assignee')} htmlFor={`${id}-assignee`}>
            <AssigneeSelect
              id={`${id}-assignee`}
              projectId={values.projectId}
              value={values.assigneeId}
              currentName={assigneeName}
              onChange={(value) => onChange('assigneeId', value)}
            />
            {assigneeHint}
          </Field>
        </>,
      )}
      {group(
        sections?.priorityTiming,
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('tasks.form.priority')} htmlFor={`${id}-priority`}>
            <PrioritySelect
              id={`${id}-priority`}
              value={values.priority}
              onChange={(value) => onChange('priority', value)}
            />
          </Field>
          <Field label={t('tasks.form.dueDate')} htmlFor={`${id}-due`}>
            <input
              id={`${id}-due`}
              type="date"
              className={inputClass}
              value={values.dueDate}
              onChange={(event) => onChange('dueDate', event.target.value)}
            />
            {dueDateHint}
          </Field>
          {values.startDate !== undefined ? (
            <Field label={t('tasks.form.startDate')} htmlFor={`${id}-start`}>
              <input
                id={`${id}-start`}
                type="date"
                className={inputClass}
                value={values.startDate}
                onChange={(event) => onChange('startDate', event.target.value)}
              />
            </Field>
          ) : null}
          {values.milestoneId !== undefined && values.projectId ? (
            <Field label={t('tasks.form.milestone')} htmlFor={`${id}-milestone`}>
              <MilestoneSelect
                id={`${id}-milestone`}
                projectId={values.projectId}
                value={values.milestoneId}
                onChange={(value) => onChange('milestoneId', value)}
              />
            </Field>
          ) : null}
          {values.sprintId !== undefined && values.projectId ? (
            <Field label={t('sprints.field.sprint')} htmlFor={`${id}-sprint`}>
              <SprintSelect
                id={`${id}-sprint`}
                projectId={values.projectId}
                value={values.sprintId}
                onChange={(value) => onChange('sprintId', value)}
              />
            </Field>
          ) : null}
          {values.estimate !== undefined ? (
            <Field label={t('sprints.field.estimate')} htmlFor={`${id}-estimate`}>
              <input
                id={`${id}-estimate`}
                type="number"
                inputMode="decimal"
                min={0}
                max={TASK_ESTIMATE_MAX}
                step="any"
                className={inputClass}
                value={values.estimate}
                onChange={(event) => onChange('estimate', event.target.value)}
              />
            </Field>
          ) : null}
        </div>,
      )}
    </>
  );
}
