/** The Tasks screen's filter value meaning "no filter". */
export const FILTER_ALL = 'all';

/** The Tasks screen's filters; project and priority default to 'all'. */
export type TaskFilters = {
  search?: string;
  projectId?: string;
  priority?: string;
};

/** The task fields search and filters read. */
export type SearchableTask = {
  title: string;
  description?: string | null;
  project_id?: string | null;
  priority: string;
};

/** Whether a task's title or description contains the query, ignoring case; blank matches all. */
export function matchesTaskSearch(task: SearchableTask, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return (
    task.title.toLowerCase().includes(needle) ||
    (task.description ?? '').toLowerCase().includes(needle)
  );
}

/** The tasks that pass the search box and the project and priority filters. */
export function filterTasks<T extends SearchableTask>(
  tasks: readonly T[],
  filters: TaskFilters,
): T[] {
  const { search = '', projectId = FILTER_ALL, priority = FILTER_ALL } = filters;
  return tasks.filter(
    (task) =>
      (projectId === FILTER_ALL || task.project_id === projectId) &&
      (priority === FILTER_ALL || task.priority === priority) &&
      matchesTaskSearch(task, search),
  );
}
