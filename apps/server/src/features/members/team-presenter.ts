import type { PresenceJson } from '@crewline/shared/contracts/presence';
import type { ProjectRole } from '@crewline/shared/contracts/members';
import type {
  TeamJson,
  TeamPersonJson,
  TeamProjectJson,
} from '@crewline/shared/contracts/team-responses';
import { teamWorkload, type MemberWorkload } from '@crewline/shared/domain/workload';
import { initialsOf } from '../users/initials-presenter.ts';

/** One membership of a project the caller belongs to, with the member's public fields. */
export type TeamMembership = {
  projectId: string;
  projectName: string;
  userId: string;
  role: ProjectRole;
  name: string;
  email: string;
  avatar: string | null;
  avatarSmall: string | null;
};

/** Open tasks of one assignee in one project. */
export type OpenTaskCount = { projectId: string; userId: string; n: number };

const key = (projectId: string, userId: string) => `${projectId}:${userId}`;
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * Each project's workload per member. Observers are left out of the average (they are not the
 * team the load is spread across); members with no open tasks are in it, as workload.ts says.
 */
function workloadByProject(
  memberships: readonly TeamMembership[],
  openTasks: ReadonlyMap<string, number>,
): Map<string, Map<string, MemberWorkload>> {
  const teams = new Map<string, { memberId: string; taskCount: number }[]>();
  for (const m of memberships) {
    if (m.role === 'observer') continue;
    const team = teams.get(m.projectId) ?? [];
    team.push({ memberId: m.userId, taskCount: openTasks.get(key(m.projectId, m.userId)) ?? 0 });
    teams.set(m.projectId, team);
  }
  const result = new Map<string, Map<string, MemberWorkload>>();
  for (const [projectId, team] of teams) {
    result.set(projectId, new Map(teamWorkload(team).map((load) => [load.memberId, load])));
  }
  return result;
}

/**
 * The team page: everyone in the caller's projects (the caller first, marked `is_self`), each
 * with their presence and, per shared project, role, open tasks and workload.
 */
export function presentTeam(
  callerId: string,
  memberships: readonly TeamMembership[],
  openTaskCounts: readonly OpenTaskCount[],
  presence: ReadonlyMap<string, PresenceJson>,
): TeamJson {
  const openTasks = new Map(openTaskCounts.map((row) => [key(row.projectId, row.userId), row.n]));
  const workload = workloadByProject(memberships, openTasks);
  const people = new Map<string, TeamPersonJson>();
  for (const m of memberships) {
    let person = people.get(m.userId);
    if (!person) {
      const seen = presence.get(m.userId);
      person = {
        id: m.userId,
        name: m.name,
        email: m.email,
        avatar: m.avatar,
        avatar_small: m.avatarSmall,
        initials: initialsOf(m.name),
        is_self: m.userId === callerId,
        presence: seen?.status ?? 'offline',
        last_active_at: seen?.last_seen_at ?? null,
        open_tasks: 0,
        projects: [],
      };
      people.set(m.userId, person);
    }
    const load = workload.get(m.projectId)?.get(m.userId);
    const project: TeamProjectJson = {
      id: m.projectId,
      name: m.projectName,
      role: m.role,
      open_tasks: openTasks.get(key(m.projectId, m.userId)) ?? 0,
      workload: load?.level ?? null,
      bottleneck: load?.bottleneck ?? false,
    };
    person.projects.push(project);
    person.open_tasks += project.open_tasks;
  }
  for (const person of people.values()) {
    person.projects.sort((a, b) => byName(a.name, b.name) || a.id.localeCompare(b.id));
  }
  return {
    people: [...people.values()].sort(
      (a, b) =>
        Number(b.is_self) - Number(a.is_self) || byName(a.name, b.name) || a.id.localeCompare(b.id),
    ),
  };
}
