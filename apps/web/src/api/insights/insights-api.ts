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

/** The project's burndown over the default window (the last 21 days). */
export function fetchBurndown(projectId: string): Promise<BurndownJson> {
  return api.get<BurndownJson>(`${project(projectId)}/insights/burndown`);
}

/** One sprint's burndown over its own days. */
export function fetchSprintBurndown(sprintId: string): Promise<BurndownJson> {
  return api.get<BurndownJson>(`/api/sprints/${encodeURIComponent(sprintId)}/burndown`);
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
