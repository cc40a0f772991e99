import { useState } from 'react';
import type { Project } from '../../api/projects/types.ts';
import { useDeletedRemotely } from '../../api/realtime/use-deleted-remotely.ts';
import type { Task } from '../../api/tasks/types.ts';
import { DeleteTaskDialog } from './delete-task-dialog.tsx';
import { TaskDetailDialog } from './task-detail-dialog.tsx';
import { TaskFormDialog } from './task-form-dialog.tsx';
import type { TaskDialogs as Dialogs } from './use-task-dialogs.ts';

type TaskDialogsProps = {
  dialogs: Dialogs;
  /** The tasks on screen: the detail dialog shows the live copy, so a move or edit shows. */
  tasks: readonly Task[];
  projects: readonly Project[];
};

/** The create, edit, detail and delete dialogs of a board or list page. */
export function TaskDialogs({ dialogs, tasks, projects }: TaskDialogsProps) {
  const { state } = dialogs;
  const detailId = state?.kind === 'detail' ? state.taskId : null;
  const found = detailId ? (tasks.find((task) => task.id === detailId) ?? null) : null;
  const detailGone = useDeletedRemotely(detailId);
  const editGone = useDeletedRemotely(state?.kind === 'edit' ? state.task.id : null);
  // The last copy shown: when someone else deletes the task, the open dialog keeps it and says
  // so, rather than closing without a word.
  const [kept, setKept] = useState<Task | null>(null);
  if (found && found !== kept) setKept(found);
  const detail = found ?? (detailGone && kept?.id === detailId ? kept : null);
  const detailProject = detail
    ? projects.find((project) => project.id === detail.project_id)
    : null;
  return (
    <>
      <TaskFormDialog
        open={state?.kind === 'create' || state?.kind === 'edit'}
        onOpenChange={(open) => {
          if (!open) dialogs.close();
        }}
        task={state?.kind === 'edit' ? state.task : null}
        deleted={editGone}
        preset={state?.kind === 'create' ? state.preset : undefined}
        projects={projects}
      />
      <TaskDetailDialog
        task={detail}
        project={detailProject}
        onClose={dialogs.close}
        onEdit={detail?.can.update ? dialogs.openEdit : undefined}
        deleted={detail !== null && found === null}
      />
      <DeleteTaskDialog
        task={state?.kind === 'delete' ? state.task : null}
        onClose={dialogs.close}
      />
    </>
  );
}
