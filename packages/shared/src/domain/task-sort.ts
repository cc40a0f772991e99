import { TASK_STATUSES, type TaskStatus } from './task-enums.ts';

/** The Tasks screen's sort keys; priority is the default. */
export const TASK_SORT_KEYS = ['priority', 'dueDate', 'title', 'project'] as const;

/** A Tasks-screen sort key. */
export type TaskSortKey = (typeof TASK_SORT_KEYS)[number];

/** The sort the Tasks screen starts with. */
export const DEFAULT_TASK_SORT: TaskSortKey = 'priority';

/** The task fields the sorts read. */
export type SortableTask = {
  title: string;
  priority: string;
  due_date?: string | null;
  project_id?: string | null;
};

// Numeric-aware and case-blind, so "Task 2" sorts before "task 10".
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const PRIORITY_RANK: Readonly<Record<string, number>> = { high: 0, medium: 1, low: 2 };

function priorityRank(priority: string): number {
  return PRIORITY_RANK[priority] ?? 3;
}

function dueMs(due: string | null | undefined): number {
  const ms = due ? Date.parse(due) : Number.NaN;
  return Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
}

/**
 * A sorted copy of `tasks`: priority high -> low, due date earliest first with none last, title
 * A -> Z, or project title A -> Z (titles from `projectTitles`, unknown projects last). Ties keep
 * their input order (the server's board position), so a refetch never shuffles equal rows.
 */
export function sortTasks<T extends SortableTask>(
  tasks: readonly T[],
  key: TaskSortKey,
  projectTitles: ReadonlyMap<string, string> = new Map(),
): T[] {
  const compare = (a: T, b: T): number => {
    switch (key) {
      case 'priority':
        return priorityRank(a.priority) - priorityRank(b.priority);
      case 'dueDate': {
        const [x, y] = [dueMs(a.due_date), dueMs(b.due_date)];
        return x === y ? 0 : x < y ? -1 : 1;
      }
      case 'title':
        return collator.compare(a.title, b.title);
      case 'project': {
        const x = projectTitles.get(a.project_id ?? '');
        const y = projectTitles.get(b.project_id ?? '');
        if (x === undefined) return y === undefined ? 0 : 1;
        if (y === undefined) return -1;
        return collator.compare(x, y);
      }
    }
  };
  return [...tasks].sort(compare);
}

/**
 * The list view's groups: each status in column order with its sorted tasks, empty groups left
 * out. Tasks with an unknown status are left out too: they belong to no heading.
 */
export function groupTasksByStatus<T extends SortableTask & { status: string }>(
  tasks: readonly T[],
  key: TaskSortKey = DEFAULT_TASK_SORT,
  projectTitles?: ReadonlyMap<string, string>,
): { status: TaskStatus; tasks: T[] }[] {
  return TASK_STATUSES.map((status) => ({
    status,
    tasks: sortTasks(
      tasks.filter((t) => t.status === status),
      key,
      projectTitles,
    ),
  })).filter((group) => group.tasks.length > 0);
}
