import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { taskKeys } from './query-keys.ts';
import type { Task, TaskListFilters } from './types.ts';

/** Cached task lists and the task detail as they were before an optimistic write. */
type TaskCacheSnapshot = { lists: [QueryKey, Task[] | undefined][]; detail?: Task };

type ListKey = readonly [
  'tasks',
  'list',
  { project_id: string | null; assignee_id: string | null },
];

function belongs(task: Task, key: QueryKey): boolean {
  const filters = (key as ListKey)[2] as TaskListFilters | undefined;
  if (filters?.project_id && filters.project_id !== task.project_id) return false;
  if (filters?.assignee_id && filters.assignee_id !== task.assignee_id) return false;
  return true;
}

/** Stops in-flight list fetches (they would overwrite an optimistic write) and snapshots. */
export async function snapshotTasks(client: QueryClient, id?: string): Promise<TaskCacheSnapshot> {
  await client.cancelQueries({ queryKey: taskKeys.lists() });
  if (id) await client.cancelQueries({ queryKey: taskKeys.detail(id) });
  return {
    lists: client.getQueriesData<Task[]>({ queryKey: taskKeys.lists() }),
    detail: id ? client.getQueryData<Task>(taskKeys.detail(id)) : undefined,
  };
}

/** Puts every snapshotted cache back, undoing an optimistic write. */
export function restoreTasks(client: QueryClient, snapshot: TaskCacheSnapshot, id?: string) {
  for (const [key, data] of snapshot.lists) client.setQueryData(key, data);
  if (id && snapshot.detail) client.setQueryData(taskKeys.detail(id), snapshot.detail);
}

/**
 * Writes a task into every cached list it belongs to (replacing its old copy, dropping it from
 * lists whose filters it no longer matches, appending it where new) and into its detail.
 */
export function writeTask(client: QueryClient, task: Task) {
  for (const [key, list] of client.getQueriesData<Task[]>({ queryKey: taskKeys.lists() })) {
    if (!list) continue;
    const index = list.findIndex((item) => item.id === task.id);
    const fits = belongs(task, key);
    if (index === -1 && !fits) continue;
    const next = list.slice();
    if (index === -1) next.push(task);
    else if (fits) next[index] = task;
    else next.splice(index, 1);
    client.setQueryData(key, next);
  }
  if (client.getQueryData(taskKeys.detail(task.id))) {
    client.setQueryData(taskKeys.detail(task.id), task);
  }
}

/** The cached copy of a task from any list or its detail. */
export function findCachedTask(client: QueryClient, id: string): Task | undefined {
  const detail = client.getQueryData<Task>(taskKeys.detail(id));
  if (detail) return detail;
  for (const [, list] of client.getQueriesData<Task[]>({ queryKey: taskKeys.lists() })) {
    const found = list?.find((task) => task.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Removes a task from every cached list and forgets its detail. */
export function removeTask(client: QueryClient, id: string) {
  for (const [key, list] of client.getQueriesData<Task[]>({ queryKey: taskKeys.lists() })) {
    if (list?.some((task) => task.id === id)) {
      client.setQueryData(
        key,
        list.filter((task) => task.id !== id),
      );
    }
  }
}
