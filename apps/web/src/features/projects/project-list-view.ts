import type { ProjectStatusFilter } from '@crewline/shared/domain/project-enums';
import type { Project } from '../../api/projects/types.ts';

/** Sort orders of the projects list. */
export const PROJECT_SORTS = ['latest', 'oldest', 'progressHigh', 'progressLow'] as const;
/** A projects-list sort order. */
export type ProjectSort = (typeof PROJECT_SORTS)[number];

// The shared module holds this list too, but importing its values would pull Zod into the page's
// bundle; `satisfies` keeps the two in step at compile time.
/** The Filter menu's options in the spec's order. */
export const PROJECT_FILTERS = [
  'all',
  'in_progress',
  'planning',
  'in_review',
  'completed',
  'on_hold',
] as const satisfies readonly ProjectStatusFilter[];

/** What the list shows: search text, status filter and sort order. */
type ProjectListOptions = { query: string; filter: ProjectStatusFilter; sort: ProjectSort };

const time = (iso: string) => new Date(iso).getTime() || 0;

const COMPARE: Record<ProjectSort, (a: Project, b: Project) => number> = {
  latest: (a, b) => time(b.last_updated) - time(a.last_updated),
  oldest: (a, b) => time(a.last_updated) - time(b.last_updated),
  progressHigh: (a, b) => b.progress - a.progress,
  progressLow: (a, b) => a.progress - b.progress,
};

/** Filters by status, searches title and description (case-insensitive) and sorts. */
export function visibleProjects(
  projects: readonly Project[],
  options: ProjectListOptions,
): Project[] {
  const needle = options.query.trim().toLocaleLowerCase();
  return projects
    .filter((p) => options.filter === 'all' || p.status === options.filter)
    .filter(
      (p) =>
        needle === '' ||
        p.title.toLocaleLowerCase().includes(needle) ||
        p.description.toLocaleLowerCase().includes(needle),
    )
    .sort((a, b) => COMPARE[options.sort](a, b) || a.id.localeCompare(b.id));
}

/** Active when anyone on the team is online. */
export function isProjectActive(project: Pick<Project, 'team'>): boolean {
  return project.team.some((member) => member.online);
}
