import type {
  RoadmapCreateInput,
  RoadmapJson,
  RoadmapListJson,
  RoadmapUpdateInput,
} from '@crewline/shared/contracts/roadmaps';
import { api } from '../client.ts';

export type Roadmap = RoadmapJson;

const roadmapPath = (id: string) => `/api/roadmaps/${encodeURIComponent(id)}`;

/** The roadmaps the caller may see, each computed from the milestones they may see. */
export async function fetchRoadmaps(): Promise<Roadmap[]> {
  return (await api.get<RoadmapListJson>('/api/roadmaps')).roadmaps;
}

/** Creates a roadmap owned by the caller. */
export function createRoadmap(input: RoadmapCreateInput): Promise<Roadmap> {
  return api.post<Roadmap>('/api/roadmaps', input);
}

/** Changes any subset of a roadmap's title, description, milestones and visibility. */
export function updateRoadmap(id: string, input: RoadmapUpdateInput): Promise<Roadmap> {
  return api.put<Roadmap>(roadmapPath(id), input);
}

/** Deletes a roadmap; its milestones stay in their projects. */
export async function deleteRoadmap(id: string): Promise<void> {
  await api.delete(roadmapPath(id));
}
