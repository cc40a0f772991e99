import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  fetchBurndown,
  fetchFlow,
  fetchOverview,
  fetchRisk,
  fetchSprintBurndown,
  fetchVelocity,
  type BurndownOptions,
} from './insights-api.ts';
import { insightKeys } from './query-keys.ts';

/**
 * The insights queries. Task frames of a project mark its keys stale (apply-task-events.ts),
 * so the charts follow the board without polling.
 */
export function useOverview() {
  return useQuery({ queryKey: insightKeys.overview(), queryFn: fetchOverview });
}

/**
 * The sprint's burndown when a sprint is chosen (its own days), else the project's window
 * (`from`/`to` both or neither: the server's last 21 days). The previous chart stays shown
 * while another window loads, so the controls above it do not jump.
 */
export function useBurndown(
  projectId: string,
  sprintId: string | null,
  options: BurndownOptions = {},
) {
  const skipWeekends = options.skipWeekends ?? false;
  const window = options.from && options.to ? { from: options.from, to: options.to } : {};
  return useQuery({
    queryKey: sprintId
      ? insightKeys.sprintBurndown(projectId, sprintId, skipWeekends)
      : insightKeys.burndown(projectId, window, skipWeekends),
    queryFn: () =>
      sprintId
        ? fetchSprintBurndown(sprintId, skipWeekends)
        : fetchBurndown(projectId, { ...window, skipWeekends }),
    placeholderData: keepPreviousData,
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
