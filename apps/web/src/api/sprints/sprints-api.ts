import type {
  SprintCloseInput,
  SprintCloseJson,
  SprintCreateInput,
  SprintJson,
  SprintUpdateInput,
} from '@crewline/shared/contracts/sprints';
import { api } from '../client.ts';

export type Sprint = SprintJson;

const sprintPath = (id: string) => `/api/sprints/${encodeURIComponent(id)}`;

/** One project's sprints, earliest start first, open and closed. */
export function fetchProjectSprints(projectId: string): Promise<Sprint[]> {
  return api.get<Sprint[]>(`/api/projects/${encodeURIComponent(projectId)}/sprints`);
}

/** Plans a new (open) sprint in a project. */
export function createSprint(projectId: string, input: SprintCreateInput): Promise<Sprint> {
  return api.post<Sprint>(`/api/projects/${encodeURIComponent(projectId)}/sprints`, input);
}

/** Changes any subset of a sprint's name, goal and days. */
export function updateSprint(id: string, input: SprintUpdateInput): Promise<Sprint> {
  return api.put<Sprint>(sprintPath(id), input);
}

/** Deletes a sprint; its tasks stay, in no sprint. */
export async function deleteSprint(id: string): Promise<void> {
  await api.delete(sprintPath(id));
}

/** Closes a sprint, moving its unfinished tasks to another open sprint or out of every sprint. */
export function closeSprint(id: string, input: SprintCloseInput): Promise<SprintCloseJson> {
  return api.post<SprintCloseJson>(`${sprintPath(id)}/close`, input);
}
