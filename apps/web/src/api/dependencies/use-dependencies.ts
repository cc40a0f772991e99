import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { taskKeys } from '../tasks/query-keys.ts';
import { addDependency, fetchTaskDependencies, removeDependency } from './dependencies-api.ts';

/** Cache keys of tasks' links; under the tasks' prefix so a task frame refreshes them too. */
export const dependencyKeys = {
  all: ['tasks', 'dependencies'] as const,
  task: (taskId: string) => ['tasks', 'dependencies', taskId] as const,
};

/** A task's links (blocks / blocked by). */
export function useTaskDependencies(taskId: string) {
  return useQuery({
    queryKey: dependencyKeys.task(taskId),
    queryFn: () => fetchTaskDependencies(taskId),
    enabled: taskId !== '',
  });
}

/** One link between two tasks: `blocker` blocks `blocked`. */
export type DependencyLink = { blocker: string; blocked: string };

function useLinkMutation(run: (link: DependencyLink) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      // Both tasks' `blocks` / `blocked_by` changed: every list (the board cards' chips), the
      // open task and every cached set of links sit under the tasks' prefix.
      await queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
  });
}

/** Adds a link; a cycle comes back as the server's 422 naming it. */
export function useAddDependency() {
  return useLinkMutation(({ blocker, blocked }) => addDependency(blocker, blocked));
}

/** Removes a link. */
export function useRemoveDependency() {
  return useLinkMutation(({ blocker, blocked }) => removeDependency(blocker, blocked));
}
