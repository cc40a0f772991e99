import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeFrames } from '../realtime/use-realtime-frames.ts';
import { resourceKeys } from './use-resources.ts';

// The server publishes resource and allocation writes as project activity on these entities.
const RESOURCE_ENTITIES = new Set(['resource', 'allocation']);

/**
 * Refetches a project's resources and allocations when a teammate creates, changes or deletes
 * one (a `project_change` about a resource or an allocation of this project), and after a
 * resync, when any change may have been missed.
 */
export function useResourcesLive(projectId: string): void {
  const queryClient = useQueryClient();
  useRealtimeFrames((frame) => {
    const changed =
      frame.type === 'project_change' &&
      frame.projectId === projectId &&
      RESOURCE_ENTITIES.has(frame.change.entity_type);
    if (changed || frame.type === 'resync')
      void queryClient.invalidateQueries({ queryKey: resourceKeys.project(projectId) });
  });
}
