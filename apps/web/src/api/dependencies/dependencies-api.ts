import type { TaskDependenciesJson } from '@crewline/shared/contracts/dependencies';
import { api } from '../client.ts';

export type TaskDependencies = TaskDependenciesJson;

const dependenciesPath = (taskId: string) =>
  `/api/tasks/${encodeURIComponent(taskId)}/dependencies`;

/** What a task blocks and what blocks it, as the caller may see them. */
export function fetchTaskDependencies(taskId: string): Promise<TaskDependencies> {
  return api.get<TaskDependencies>(dependenciesPath(taskId));
}

/** Makes `blockerId` block `blockedId` (finish-to-start). */
export async function addDependency(blockerId: string, blockedId: string): Promise<void> {
  await api.post(dependenciesPath(blockerId), { blocks_task_id: blockedId });
}

/** Removes the link by which `blockerId` blocks `blockedId`. */
export async function removeDependency(blockerId: string, blockedId: string): Promise<void> {
  await api.delete(`${dependenciesPath(blockerId)}/${encodeURIComponent(blockedId)}`);
}
