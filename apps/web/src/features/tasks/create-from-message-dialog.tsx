import { parseMessageToTask } from '@crewline/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../api/tasks/types.ts';
import { useCreateTask } from '../../api/tasks/use-create-task.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { Modal } from '../projects/modal.tsx';
import { createTaskErrorText } from './create-task-error.ts';
import { draftToCreateInput } from './draft-to-input.ts';
import { TaskDraftForm } from './task-draft-form.tsx';

type CreateFromMessageDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chat message's text; parsed into the form's first values (doc 2 §5). */
  message: string;
  /** The project of the message's thread, where the task is created. */
  projectId: string;
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
  projectId,
  messageId,
  onCancel,
  onCreated,
}: {
  message: string;
  projectId: string;
  messageId?: string;
  onCancel: () => void;
  onCreated: (task: Task) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreateTask();
  const parsed = useMemo(() => parseMessageToTask(message), [message]);
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
