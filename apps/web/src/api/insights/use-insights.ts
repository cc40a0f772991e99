import { useQuery } from '@tanstack/react-query';
import {
  fetchBurndown,
  fetchFlow,
  fetchOverview,
  fetchRisk,
  fetchSprintBurndown,
  fetchVelocity,
} from './insights-api.ts';
import { insightKeys } from './query-keys.ts';

/**
 * The insights queries. Task frames of a project mark its keys stale (apply-task-events.ts),
 * so the charts follow the board without polling.
 */
export function useOverview() {
  return useQuery({ queryKey: insightKeys.overview(), queryFn: fetchOverview });
}

/** The sprint's burndown when a sprint is chosen, else the project's window. */
export function useBurndown(projectId: string, sprintId: string | null) {
  return useQuery({
    queryKey: sprintId
      ? insightKeys.sprintBurndown(projectId, sprintId)
      : insightKeys.burndown(projectId),
    queryFn: () => (sprintId ? fetchSprintBurndown(sprintId) : fetchBurndown(projectId)),
  });
}

export function useVelocity(projectId: string) {
  return useQuery({
    queryKey: insightKeys.velocity(projectId),
    queryFn: () => fetchVelocity(projectId),
  });
}

export function useFlow(projectId: string) {
  return useQuery({ queryKey: insightKeys.flow(projectId), queryFn: () => fetchFlow(projectId) });
}

export function useRisk(projectId: string) {
  return useQuery({ queryKey: insightKeys.risk(projectId), queryFn: () => fetchRisk(projectId) });
}
