import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MilestoneCreateInput,
  MilestoneUpdateInput,
} from '@crewline/shared/contracts/milestones';
import { roadmapKeys } from '../roadmaps/query-keys.ts';
import { taskKeys } from '../tasks/query-keys.ts';
import { milestoneKeys } from './query-keys.ts';
import {
  createMilestone,
  deleteMilestone,
  fetchProjectMilestones,
  updateMilestone,
} from './milestones-api.ts';

/** A project's milestones; milestone frames (api/realtime) mark this stale. */
export function useProjectMilestones(projectId: string) {
  return useQuery({
    queryKey: milestoneKeys.project(projectId),
    queryFn: () => fetchProjectMilestones(projectId),
    enabled: projectId !== '',
  });
}

function useMilestoneMutation<Input, Output>(
  projectId: string,
  run: (input: Input) => Promise<Output>,
  touchesTasks = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: milestoneKeys.project(projectId) });
      await queryClient.invalidateQueries({ queryKey: roadmapKeys.all });
      // A delete unlinks its tasks: their milestone_id changed.
      if (touchesTasks) await queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
  });
}

/** Creates a milestone (`id` absent) or changes one. */
export function useSaveMilestone(projectId: string) {
  return useMilestoneMutation(
    projectId,
    ({ id, input }: { id?: string; input: MilestoneCreateInput | MilestoneUpdateInput }) =>
      id ? updateMilestone(id, input) : createMilestone(projectId, input as MilestoneCreateInput),
  );
}

/** Deletes a milestone. */
export function useDeleteMilestone(projectId: string) {
  return useMilestoneMutation(projectId, (id: string) => deleteMilestone(id), true);
}
