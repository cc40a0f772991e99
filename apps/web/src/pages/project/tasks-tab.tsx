import { Plus } from 'lucide-react';
import type { TaskStatus } from '@crewline/shared/domain/task-enums';
import { FILTER_ALL } from '@crewline/shared/domain/task-search';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMembers } from '../../api/members/use-members.ts';
import type { Project } from '../../api/projects/types.ts';
import { useProjectTasks } from '../../api/tasks/use-project-tasks.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { TasksLoadError, TasksLoading } from '../../features/board/board-load-state.tsx';
import { TaskBoard } from '../../features/board/task-board.tsx';
import { filterBySprint } from '../../features/sprints/sprint-filter.ts';
import { SprintFilterSelect } from '../../features/sprints/sprint-filter-select.tsx';
import { AssignTaskDialog } from '../../features/tasks/assign-task-dialog.tsx';
import { TaskDialogs } from '../../features/tasks/task-dialogs.tsx';
import { useTaskDialogs } from '../../features/tasks/use-task-dialogs.ts';
import { BoardVoiceButton } from '../../features/voice/board-voice-button.tsx';

/**
 * The project's task board. `?assignee={userId}` (the team panel's Assign Task)
 * opens the Assign Task dialog for that member.
 */
export function TasksTab({ project }: { project: Project }) {
  const { t } = useTranslation();
  const query = useProjectTasks(project.id);
  const dialogs = useTaskDialogs();
  const projects = useMemo(() => [project], [project]);
  const [params, setParams] = useSearchParams();
  const assigneeId = params.get('assignee');
  const [sprint, setSprint] = useState<string>(FILTER_ALL);
  const shown = useMemo(
    () => (query.data ? filterBySprint(query.data, sprint) : []),
    [query.data, sprint],
  );
  const canCreate = project.can.create_tasks;
  const { openCreate } = dialogs;
  // Stable, so a column re-renders only when its own tasks change (the board memoises them).
  const voiceButton = useCallback(
    (status: TaskStatus) => (
      <BoardVoiceButton
        project={project}
        status={status}
        onTypeInstead={() => openCreate({ projectId: project.id, status })}
      />
    ),
    [project, openCreate],
  );

  const closeAssign = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('assignee');
        return next;
      },
      { replace: true },
    );

  if (query.isPending) return <TasksLoading />;
  if (query.isError) return <TasksLoadError onRetry={() => void query.refetch()} />;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t('tasks.board.label')}</h2>
        {canCreate ? (
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => dialogs.openCreate({ projectId: project.id })}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('tasks.board.addTask')}
          </button>
        ) : (
          <p className="text-sm text-fg-muted">{t('tasks.board.readOnly')}</p>
        )}
      </div>
      <SprintFilterSelect projectId={project.id} value={sprint} onChange={setSprint} />
      <TaskBoard
        tasks={shown}
        canMove={project.can.edit_tasks}
        onAddTask={
          canCreate ? (status) => dialogs.openCreate({ projectId: project.id, status }) : undefined
        }
        columnAction={canCreate ? voiceButton : undefined}
        onOpen={dialogs.openDetail}
        onEdit={dialogs.openEdit}
        onDelete={dialogs.openDelete}
      />
      <TaskDialogs dialogs={dialogs} tasks={query.data} projects={projects} />
      {assigneeId && canCreate ? (
        <AssignFromTeam projectId={project.id} memberId={assigneeId} onClose={closeAssign} />
      ) : null}
    </div>
  );
}

function AssignFromTeam({
  projectId,
  memberId,
  onClose,
}: {
  projectId: string;
  memberId: string;
  onClose: () => void;
}) {
  const members = useMembers(projectId);
  const member = members.data?.find((candidate) => candidate.id === memberId) ?? null;
  return (
    <AssignTaskDialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      projectId={projectId}
      member={member}
    />
  );
}
