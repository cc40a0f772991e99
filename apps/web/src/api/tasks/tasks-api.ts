import { api } from '../client.ts';
import type { Task, TaskCreateInput, TaskListFilters, TaskUpdateInput } from './types.ts';

const taskPath = (id: string) => `/api/tasks/${encodeURIComponent(id)}`;

/** The caller's tasks, optionally of one project and/or one assignee. */
export function fetchTasks(filters: TaskListFilters = {}): Promise<Task[]> {
  const query = new URLSearchParams();
  if (filters.project_id) query.set('project_id', filters.project_id);
  if (filters.assignee_id) query.set('assignee_id', filters.assignee_id);
  const search = query.toString();
  return api.get<Task[]>(search ? `/api/tasks?${search}` : '/api/tasks');
}

/**
 * One project's board. The server serves it from memory under the project's task version with
 * an ETag, so the browser's revalidation of an unchanged board is a 304 with no body.
 */
export function fetchProjectTasks(projectId: string): Promise<Task[]> {
  return api.get<Task[]>(`/api/projects/${encodeURIComponent(projectId)}/tasks`);
}

/** Creates a task; it goes to the end of its column. */
export function createTask(input: TaskCreateInput): Promise<Task> {
  return api.post<Task>('/api/tasks', input);
}

/** Changes any subset of a task's fields (a drag sends `{status}` or `{status, position}`). */
export function updateTask(id: string, input: TaskUpdateInput): Promise<Task> {
  return api.put<Task>(taskPath(id), input);
}

/** Deletes a task. */
export async function deleteTask(id: string): Promise<void> {
  await api.delete(taskPath(id));
}
