import type { ProjectTaskCreateBody, TaskUpdateBody } from '@crewline/shared/contracts/tasks';
import type { AppContext } from '../../context.ts';
import { authorize, type ProjectAccess } from '../projects/project-policy.ts';
import { authorizeTask } from './task-policy.ts';
import { createTask } from './create-task.ts';
import { checkSourceMessage } from './check-source-message.ts';
import { updateTask } from './update-task.ts';
import { toDueDate } from '../projects/create-project.ts';
import { presentTask, type TaskJson } from './task-presenter.ts';
import { loadTask, type LoadedTask } from './task-queries.ts';

// The steps both URL forms of a task call share (/api/tasks… and /api/projects/{id}/tasks…):
// authorize -> command -> present, after the route has validated and loaded.

/** Creates a task in the project the caller's `access` is for; returns it presented. */
export async function createTaskAs(
  ctx: AppContext,
  access: ProjectAccess,
  body: ProjectTaskCreateBody,
): Promise<TaskJson> {
  authorizeTask(access, 'create');
  if (body.assignee_id) authorize(access, 'assign_tasks');
  if (body.created_from_message_id) {
    await checkSourceMessage(ctx.db, {
      userId: access.userId,
      projectId: access.projectId,
      messageId: body.created_from_message_id,
    });
  }
  const { row, assignee } = await createTask(ctx.db, {
    actorId: access.userId,
    input: {
      projectId: access.projectId,
      title: body.title,
      description: body.description,
      status: body.status,
      priority: body.priority,
      dueDate: toDueDate(body.due_date),
      assigneeId: body.assignee_id,
      createdFromMessageId: body.created_from_message_id,
      sprintId: body.sprint_id,
      estimate: body.estimate,
      startDate: body.start_date,
      milestoneId: body.milestone_id,
    },
    now: ctx.now(),
  });
  return presentTask(row, assignee, access.role);
}

/** Applies an update to a loaded task; returns it as it now is. */
export async function updateTaskAs(
  ctx: AppContext,
  loaded: LoadedTask,
  body: TaskUpdateBody,
): Promise<TaskJson> {
  authorizeTask(loaded.access, 'update');
  if (body.assignee_id !== undefined) authorize(loaded.access, 'assign_tasks');
  await updateTask(ctx.db, {
    taskId: loaded.task.id,
    projectId: loaded.task.projectId,
    actorId: loaded.access.userId,
    body,
    now: ctx.now(),
  });
  return (await loadTask(ctx.db, loaded.access.userId, loaded.task.id)).json;
}
