import type { TaskListFilters } from './types.ts';

/**
 * TanStack Query keys of tasks. Every task list lives under `['tasks', 'list', filters]`, a
 * project's board included (filters `{project_id}`), so one optimistic patch reaches every
 * cached list that holds the task.
 */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => ['tasks', 'list'] as const,
  list: (filters: TaskListFilters = {}) =>
    [
      'tasks',
      'list',
      { project_id: filters.project_id ?? null, assignee_id: filters.assignee_id ?? null },
    ] as const,
  detail: (id: string) => ['tasks', 'detail', id] as const,
};
