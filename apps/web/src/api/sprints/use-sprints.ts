import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SprintCreateInput, SprintUpdateInput } from '@crewline/shared/contracts/sprints';
import { taskKeys } from '../tasks/query-keys.ts';
import { sprintKeys } from './query-keys.ts';
import {
  closeSprint,
  createSprint,
  deleteSprint,
  fetchProjectSprints,
  updateSprint,
} from './sprints-api.ts';

export { sprintKeys };

/**
 * A project's sprints. Teammates' changes arrive as `sprints_changed` frames (api/realtime),
 * which mark this stale.
 */
export function useProjectSprints(projectId: string) {
  return useQuery({
    queryKey: sprintKeys.project(projectId),
    queryFn: () => fetchProjectSprints(projectId),
    enabled: projectId !== '',
  });
}

function useSprintMutation<Input, Output>(
  projectId: string,
  run: (input: Input) => Promise<Output>,
  touchesTasks = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sprintKeys.project(projectId) });
      // A close or delete moves tasks out of the sprint: their sprint_id changed.
      if (touchesTasks) await queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
  });
}

/** Creates a sprint (`id` absent) or changes one. */
export function useSaveSprint(projectId: string) {
  return useSprintMutation(
    projectId,
    ({ id, input }: { id?: string; input: SprintCreateInput | SprintUpdateInput }) =>
      id ? updateSprint(id, input) : createSprint(projectId, input as SprintCreateInput),
  );
}

/** Deletes a sprint. */
export function useDeleteSprint(projectId: string) {
  return useSprintMutation(projectId, (id: string) => deleteSprint(id), true);
}

/** Closes a sprint; `moveOpenTo` null sends the unfinished tasks to the backlog. */
export function useCloseSprint(projectId: string) {
  return useSprintMutation(
    projectId,
    ({ id, moveOpenTo }: { id: string; moveOpenTo: string | null }) =>
      closeSprint(id, { move_open_to: moveOpenTo }),
    true,
  );
}
