import type {
  MilestoneCreateInput,
  MilestoneJson,
  MilestoneUpdateInput,
} from '@crewline/shared/contracts/milestones';
import { api } from '../client.ts';

export type Milestone = MilestoneJson;

const milestonePath = (id: string) => `/api/milestones/${encodeURIComponent(id)}`;

/** A project's milestones, earliest due first, each with its computed status and progress. */
export function fetchProjectMilestones(projectId: string): Promise<Milestone[]> {
  return api.get<Milestone[]>(`/api/projects/${encodeURIComponent(projectId)}/milestones`);
}

/** Adds a milestone to a project. */
export function createMilestone(
  projectId: string,
  input: MilestoneCreateInput,
): Promise<Milestone> {
  return api.post<Milestone>(`/api/projects/${encodeURIComponent(projectId)}/milestones`, input);
}

/** Changes any subset of a milestone's name, description, days and status override. */
export function updateMilestone(id: string, input: MilestoneUpdateInput): Promise<Milestone> {
  return api.put<Milestone>(milestonePath(id), input);
}

/** Deletes a milestone; its tasks stay, unlinked. */
export async function deleteMilestone(id: string): Promise<void> {
  await api.delete(milestonePath(id));
}
