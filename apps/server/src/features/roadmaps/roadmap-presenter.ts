import type {
  RoadmapJson,
  RoadmapMilestoneJson,
  RoadmapVisibility,
} from '@crewline/shared/contracts/roadmaps';
import { summarizeRoadmap } from '@crewline/shared/roadmaps/roadmap-summary';
import { statusOfMilestone } from '../milestones/milestone-presenter.ts';
import type { RoadmapPerson, RoadmapRow, VisibleRoadmapMilestone } from './roadmap-queries.ts';

/** The people a roadmap card shows by initials before "+N". */
const TEAM_SHOWN = 3;

/** A visible milestone as a roadmap lists it, its status computed (or overridden) as on its project. */
export function presentRoadmapMilestone(entry: VisibleRoadmapMilestone): RoadmapMilestoneJson {
  const { milestone } = entry;
  const { status, progress } = statusOfMilestone(milestone, entry.work, entry.today);
  return {
    id: milestone.id,
    project_id: milestone.projectId,
    project_name: entry.projectName,
    name: milestone.name,
    start_date: milestone.startDate,
    due_date: milestone.dueDate,
    status,
    progress,
  };
}

/**
 * A roadmap as one viewer sees it: only the milestones of their projects, and its status,
 * progress, dates, projects and team computed from those alone.
 */
export function presentRoadmap(
  row: RoadmapRow,
  options: {
    viewerId: string;
    owner: RoadmapPerson | undefined;
    milestones: readonly VisibleRoadmapMilestone[];
    teams: ReadonlyMap<string, readonly RoadmapPerson[]>;
  },
): RoadmapJson {
  const milestones = options.milestones.map(presentRoadmapMilestone);
  const summary = summarizeRoadmap(
    milestones.map((m) => ({
      status: m.status,
      progress: m.progress,
      startDate: m.start_date,
      dueDate: m.due_date,
    })),
  );
  const projects = new Map(milestones.map((m) => [m.project_id, m.project_name]));
  const team = new Map<string, RoadmapPerson>();
  for (const projectId of projects.keys()) {
    for (const person of options.teams.get(projectId) ?? []) team.set(person.id, person);
  }
  const people = [...team.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    visibility: row.visibility as RoadmapVisibility,
    owner: options.owner ?? { id: row.ownerId, name: '', avatar: null },
    can_edit: row.ownerId === options.viewerId,
    status: summary.status,
    progress: summary.progress,
    start_date: summary.startDate,
    end_date: summary.endDate,
    milestones,
    projects: [...projects].map(([id, name]) => ({ id, name })),
    team: { members: people.slice(0, TEAM_SHOWN), count: people.length },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
