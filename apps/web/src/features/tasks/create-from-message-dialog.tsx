import { parseMessageToTask } from '@crewline/shared/domain/message-to-task';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../api/tasks/types.ts';
import { useCreateTask } from '../../api/tasks/use-create-task.ts';
import { inputClass } from '../../components/text-field.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { Field, Modal } from '../../components/modal.tsx';
import { projectDisplayName } from '../projects/project-name.ts';
import { createTaskErrorText } from './create-task-error.ts';
import { draftToCreateInput } from './draft-to-input.ts';
import { TaskDraftForm } from './task-draft-form.tsx';

type CreateFromMessageDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chat message's text; parsed into the form's first values (docs/PRODUCT.md, Creating a task from a message). */
  message: string;
  /** The project of the message's thread, where the task is created. */
  projectId: string;
  /**
   * The projects the task may go to instead (a direct thread's message: those shared by every
   * participant). With more than one, a "Project" select picks; the first is the default.
   */
  projects?: { id: string; title: string }[];
  /** The message's id, sent as `created_from_message_id` so the task links back to it. */
  messageId?: string;
  onCreated?: (task: Task) => void;
};

/** "Create Task from Message": the parsed message, editable, created in the thread's project. */
export function CreateFromMessageDialog({
  open,
  onOpenChange,
  message,
  projectId,
  projects,
  messageId,
  onCreated,
}: CreateFromMessageDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('tasks.fromMessage.title')}
      description={t('tasks.fromMessage.body')}
    >
      <FromMessageForm
        message={message}
        projectId={projectId}
        projects={projects}
        messageId={messageId}
        onCancel={() => onOpenChange(false)}
        onCreated={(task) => {
          onCreated?.(task);
          onOpenChange(false);
        }}
      />
    </Modal>
  );
}

function FromMessageForm({
  message,
  projectId: threadProjectId,
  projects,
  messageId,
  onCancel,
  onCreated,
}: {
  message: string;
  projectId: string;
  projects?: { id: string; title: string }[];
  messageId?: string;
  onCancel: () => void;
  onCreated: (task: Task) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreateTask();
  const parsed = useMemo(() => parseMessageToTask(message), [message]);
  const selectId = useId();
  const [projectId, setProjectId] = useState(projects?.[0]?.id ?? threadProjectId);
  return (
    <div className="flex flex-col gap-4">
      <figure className="flex flex-col gap-1">
        <figcaption className="text-xs font-medium text-fg-muted">
          {t('tasks.fromMessage.message')}
        </figcaption>
        <blockquote className="max-h-32 overflow-y-auto rounded-lg border-s-4 border-primary bg-muted px-3 py-2 text-sm whitespace-pre-wrap break-words">
          {message}
        </blockquote>
      </figure>
      {projects && projects.length > 1 ? (
        <Field label={t('tasks.form.project')} htmlFor={selectId}>
          <select
            id={selectId}
            className={inputClass}
            value={projectId}
            onChange={(event) => setProjectId(event.target.value)}
          >
            {projects.map((project) => (
              <option key={project.id} value={project.id}>
                {projectDisplayName(project.title, t)}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <TaskDraftForm
        initial={{
          title: parsed.title,
          description: parsed.description,
          priority: parsed.priority,
          dueDate: parsed.dueDate ?? '',
        }}
        submitLabel={t('tasks.form.create')}
        busyLabel={t('tasks.form.creating')}
        busy={create.isPending}
        failure={create.error ? createTaskErrorText(create.error, t) : null}
        onCancel={onCancel}
        onSubmit={(draft) =>
          create.mutate(
            messageId
              ? { ...draftToCreateInput(draft, projectId), created_from_message_id: messageId }
              : draftToCreateInput(draft, projectId),
            {
              onSuccess: (task) => {
                toast.success(t('tasks.form.created'));
                onCreated(task);
              },
            },
          )
        }
      />
    </div>
  );
}
