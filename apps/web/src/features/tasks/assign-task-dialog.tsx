import { useTranslation } from 'react-i18next';
import type { Task } from '../../api/tasks/types.ts';
import { useCreateTask } from '../../api/tasks/use-create-task.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { Modal } from '../../components/modal.tsx';
import { createTaskErrorText } from './create-task-error.ts';
import { draftToCreateInput } from './draft-to-input.ts';
import { TaskDraftForm } from './task-draft-form.tsx';

type AssignTaskDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: string;
  /** The member the new task is assigned to. */
  member: { id: string; name: string } | null;
  onAssigned?: (task: Task) => void;
};

/** "Assign Task": a new task in the project, assigned to one member. */
export function AssignTaskDialog({
  open,
  onOpenChange,
  projectId,
  member,
  onAssigned,
}: AssignTaskDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreateTask();
  const name = member?.name ?? '';
  return (
    <Modal
      open={open && member !== null}
      onOpenChange={(next) => {
        if (!next) create.reset();
        onOpenChange(next);
      }}
      title={t('tasks.assign.title')}
      description={t('tasks.assign.body', { name })}
    >
      <TaskDraftForm
        submitLabel={t('tasks.assign.submit')}
        busyLabel={t('tasks.form.creating')}
        busy={create.isPending}
        failure={create.error ? createTaskErrorText(create.error, t) : null}
        onCancel={() => onOpenChange(false)}
        onSubmit={(draft) =>
          create.mutate(draftToCreateInput(draft, projectId, member?.id), {
            onSuccess: (task) => {
              toast.success(t('tasks.assign.assigned', { name }));
              onAssigned?.(task);
              onOpenChange(false);
            },
          })
        }
      />
    </Modal>
  );
}
