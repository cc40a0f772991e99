import type { RoadmapJson } from '@crewline/shared/contracts/roadmaps';
import type { MilestoneStatus } from '@crewline/shared/roadmaps/milestone-status';
import { healthScore } from '@crewline/shared/roadmaps/roadmap-summary';

/** What the roadmaps page narrows its list by; empty strings mean "all". */
export type RoadmapFilter = { search: string; status: MilestoneStatus | ''; projectId: string };

export const NO_FILTER: RoadmapFilter = { search: '', status: '', projectId: '' };

/**
 * The roadmaps matching a filter: the search matches the title or description (case and accents
 * aside, in any script), the status the roadmap's own, the project any of its visible milestones'.
 */
export function filterRoadmaps(
  roadmaps: readonly RoadmapJson[],
  filter: RoadmapFilter,
): RoadmapJson[] {
  const needle = fold(filter.search.trim());
  return roadmaps.filter(
    (roadmap) =>
      (!needle || fold(`${roadmap.title}\n${roadmap.description}`).includes(needle)) &&
      (!filter.status || roadmap.status === filter.status) &&
      (!filter.projectId || roadmap.projects.some((project) => project.id === filter.projectId)),
  );
}

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** Every project the roadmaps show a milestone of, by name, each once. */
export function roadmapProjects(roadmaps: readonly RoadmapJson[]): { id: string; name: string }[] {
  const byId = new Map<string, string>();
  for (const roadmap of roadmaps)
    for (const project of roadmap.projects) byId.set(project.id, project.name);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The figures of the page's tiles over the roadmaps shown, each milestone counted once however
 * many roadmaps hold it: how many are at risk or delayed, and the health score (the share on
 * track or completed; null with no milestones).
 */
export function roadmapTiles(roadmaps: readonly RoadmapJson[]): {
  milestones: number;
  atRisk: number;
  health: number | null;
} {
  const statuses = new Map<string, MilestoneStatus>();
  for (const roadmap of roadmaps)
    for (const milestone of roadmap.milestones) statuses.set(milestone.id, milestone.status);
  const all = [...statuses.values()];
  return {
    milestones: all.length,
    atRisk: all.filter((status) => status === 'at_risk' || status === 'delayed').length,
    health: healthScore(all),
  };
}
