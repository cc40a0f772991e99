import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AllocationCreateBody,
  AllocationUpdateBody,
  ResourceCreateBody,
  ResourceUpdateBody,
} from '@crewline/shared/contracts/resources';
import { ApiError } from '../api-error.ts';
import {
  createAllocation,
  createResource,
  deleteAllocation,
  deleteResource,
  fetchAllocations,
  fetchProjectResources,
  updateAllocation,
  updateResource,
  type Allocation,
} from './resources-api.ts';
import { resourceKeys } from './query-keys.ts';

export { resourceKeys };

/**
 * A project's resources and every resource's allocations (keyed by resource id). Teammates'
 * changes arrive as `resources_changed` frames (api/realtime), which mark these stale.
 */
export function useResourcePlan(projectId: string) {
  const resources = useQuery({
    queryKey: resourceKeys.list(projectId),
    queryFn: () => fetchProjectResources(projectId),
  });
  const list = resources.data ?? [];
  const allocations = useQueries({
    queries: list.map((resource) => ({
      queryKey: resourceKeys.allocations(projectId, resource.id),
      queryFn: () => fetchAllocations(resource.id),
    })),
  });
  const byResource = new Map<string, Allocation[]>();
  list.forEach((resource, i) => byResource.set(resource.id, allocations[i]?.data ?? []));
  return {
    resources: list,
    allocations: byResource,
    isPending: resources.isPending,
    isError: resources.isError || allocations.some((q) => q.isError),
  };
}

/** The days a 409 over-allocation names (`YYYY-MM-DD`), or [] for any other failure. */
export function overAllocatedDaysOf(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const days = (error.body as { days?: unknown } | null)?.days;
  return Array.isArray(days) ? days.filter((d): d is string => typeof d === 'string') : [];
}

function useProjectMutation<Input, Output>(
  projectId: string,
  run: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.project(projectId) }),
  });
}

/** Creates a resource (`id` absent) or changes one. */
export function useSaveResource(projectId: string) {
  return useProjectMutation(
    projectId,
    ({ id, input }: { id?: string; input: ResourceCreateBody | ResourceUpdateBody }) =>
      id ? updateResource(id, input) : createResource(input as ResourceCreateBody),
  );
}

export function useDeleteResource(projectId: string) {
  return useProjectMutation(projectId, (id: string) => deleteResource(id));
}

/** Books a resource (`allocationId` absent) or changes a booking. */
export function useSaveAllocation(projectId: string) {
  return useProjectMutation(
    projectId,
    ({
      resourceId,
      allocationId,
      input,
    }: {
      resourceId: string;
      allocationId?: string;
      input: AllocationCreateBody | AllocationUpdateBody;
    }) =>
      allocationId
        ? updateAllocation(resourceId, allocationId, input)
        : createAllocation(resourceId, input as AllocationCreateBody),
  );
}

export function useDeleteAllocation(projectId: string) {
  return useProjectMutation(
    projectId,
    ({ resourceId, allocationId }: { resourceId: string; allocationId: string }) =>
      deleteAllocation(resourceId, allocationId),
  );
}
