import type {
  AllocationCreateBody,
  AllocationJson,
  AllocationUpdateBody,
  ResourceCreateBody,
  ResourceJson,
  ResourceUpdateBody,
} from '@crewline/shared/contracts/resources';
import { api } from '../client.ts';

export type Resource = ResourceJson;
export type Allocation = AllocationJson;

const resourcePath = (id: string) => `/api/resources/${encodeURIComponent(id)}`;
const allocationsPath = (resourceId: string) => `${resourcePath(resourceId)}/allocations`;

/** One project's resources. */
export function fetchProjectResources(projectId: string): Promise<Resource[]> {
  return api.get<Resource[]>(`/api/resources?project_id=${encodeURIComponent(projectId)}`);
}

/** A resource's allocations, earliest first. */
export function fetchAllocations(resourceId: string): Promise<Allocation[]> {
  return api.get<Allocation[]>(allocationsPath(resourceId));
}

export function createResource(input: ResourceCreateBody): Promise<Resource> {
  return api.post<Resource>('/api/resources', input);
}

export function updateResource(id: string, input: ResourceUpdateBody): Promise<Resource> {
  return api.put<Resource>(resourcePath(id), input);
}

export async function deleteResource(id: string): Promise<void> {
  await api.delete(resourcePath(id));
}

export function createAllocation(
  resourceId: string,
  input: AllocationCreateBody,
): Promise<Allocation> {
  return api.post<Allocation>(allocationsPath(resourceId), input);
}

export function updateAllocation(
  resourceId: string,
  allocationId: string,
  input: AllocationUpdateBody,
): Promise<Allocation> {
  return api.put<Allocation>(
    `${allocationsPath(resourceId)}/${encodeURIComponent(allocationId)}`,
    input,
  );
}

export async function deleteAllocation(resourceId: string, allocationId: string): Promise<void> {
  await api.delete(`${allocationsPath(resourceId)}/${encodeURIComponent(allocationId)}`);
}
