import type {
  BurndownJson,
  FlowJson,
  OverviewJson,
  RiskJson,
  VelocityJson,
} from '@crewline/shared/contracts/insights';
import { api } from '../client.ts';

const project = (id: string) => `/api/projects/${encodeURIComponent(id)}`;

/** Progress and status mix of every project the caller is in, by name. */
export function fetchOverview(): Promise<OverviewJson> {
  return api.get<OverviewJson>('/api/insights/overview');
}

/** How a burndown is asked for: a window (both ends or neither: the last 21 days) and weekends. */
export type BurndownOptions = { from?: string; to?: string; skipWeekends?: boolean };

function burndownSearch({ from, to, skipWeekends }: BurndownOptions): string {
  const params = new URLSearchParams();
  if (from && to) {
    params.set('from', from);
    params.set('to', to);
  }
  if (skipWeekends) params.set('skip_weekends', 'true');
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The project's burndown over a window (default: the last 21 days). */
export function fetchBurndown(
  projectId: string,
  options: BurndownOptions = {},
): Promise<BurndownJson> {
  return api.get<BurndownJson>(`${project(projectId)}/insights/burndown${burndownSearch(options)}`);
}

/** One sprint's burndown over its own days. */
export function fetchSprintBurndown(sprintId: string, skipWeekends = false): Promise<BurndownJson> {
  return api.get<BurndownJson>(
    `/api/sprints/${encodeURIComponent(sprintId)}/burndown${burndownSearch({ skipWeekends })}`,
  );
}

/** Done tasks per week (last 6) and per closed sprint. */
export function fetchVelocity(projectId: string): Promise<VelocityJson> {
  return api.get<VelocityJson>(`${project(projectId)}/insights/velocity`);
}

/** Cycle and lead time, cumulative flow and throughput over the default window. */
export function fetchFlow(projectId: string): Promise<FlowJson> {
  return api.get<FlowJson>(`${project(projectId)}/insights/flow`);
}

/** Overdue and stalled tasks and the team's workload. */
export function fetchRisk(projectId: string): Promise<RiskJson> {
  return api.get<RiskJson>(`${project(projectId)}/insights/risk`);
}
