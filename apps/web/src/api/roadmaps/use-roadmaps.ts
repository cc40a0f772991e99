import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoadmapCreateInput, RoadmapUpdateInput } from '@crewline/shared/contracts/roadmaps';
import { roadmapKeys } from './query-keys.ts';
import { createRoadmap, deleteRoadmap, fetchRoadmaps, updateRoadmap } from './roadmaps-api.ts';

/**
 * The roadmaps the viewer sees. `roadmaps_changed` frames, and task and milestone frames of
 * their projects (which move a roadmap's status and progress), mark this stale.
 */
export function useRoadmaps() {
  return useQuery({ queryKey: roadmapKeys.all, queryFn: fetchRoadmaps });
}

/** Creates a roadmap (`id` absent) or changes one. */
export function useSaveRoadmap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: RoadmapCreateInput | RoadmapUpdateInput }) =>
      id ? updateRoadmap(id, input) : createRoadmap(input as RoadmapCreateInput),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roadmapKeys.all }),
  });
}

/** Deletes a roadmap. */
export function useDeleteRoadmap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteRoadmap(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roadmapKeys.all }),
  });
}
