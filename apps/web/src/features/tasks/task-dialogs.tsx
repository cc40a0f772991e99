import type { Project } from '../../api/projects/types.ts';
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
  const detail =
    state?.kind === 'detail' ? (tasks.find((task) => task.id === state.taskId) ?? null) : null;
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
        preset={state?.kind === 'create' ? state.preset : undefined}
        projects={projects}
      />
      <TaskDetailDialog
        task={detail}
        project={detailProject}
        onClose={dialogs.close}
        onEdit={detail?.can.update ? dialogs.openEdit : undefined}
      />
      <DeleteTaskDialog
        task={state?.kind === 'delete' ? state.task : null}
        onClose={dialogs.close}
      />
    </>
  );
}
