import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ProjectRole } from '@crewline/shared/contracts/members';
import { projectMembers, projects, tasks, users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { toProjectRole } from './project-policy.ts';
import { presentProject, type ProjectJson, type TeamEntry } from './project-presenter.ts';

const ROLE_ORDER = sql`case ${projectMembers.role} when 'owner' then 0 when 'manager' then 1 when 'leader' then 2 when 'member' then 3 else 4 end`;

/**
 * The caller's projects, presented, in exactly three queries whatever their number: the
 * projects with the caller's role, every team of them, and task counts per status.
 * `projectId` narrows it to one project (which must be the caller's).
 */
export async function loadProjectCards(
  db: Db,
  userId: string,
  projectId?: string,
): Promise<ProjectJson[]> {
  const mine = and(
    eq(projectMembers.userId, userId),
    projectId ? eq(projectMembers.projectId, projectId) : undefined,
  );
  const rows = await db
    .select({ project: projects, role: projectMembers.role })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(mine)
    .orderBy(desc(projects.updatedAt), desc(projects.id));
  if (rows.length === 0) return [];

  // Subqueries keep the statement the same size however many projects the caller has.
  const myProjectIds = db.select({ id: projectMembers.projectId }).from(projectMembers).where(mine);
  const [teamRows, countRows] = await Promise.all([
    // One JSON array per project rather than a row per member: PGlite's per-row transfer cost
    // dominated this call (4,000 rows for 200 projects of 20), the aggregate halves it.
    db
      .select({
        projectId: projectMembers.projectId,
        team: sql<string>`json_agg(json_build_object('id', ${users.id}, 'name', ${users.name}, 'avatar', ${users.avatar}, 'role', ${projectMembers.role}) order by ${ROLE_ORDER}, ${projectMembers.joinedAt}, ${users.id})::text`,
      })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(inArray(projectMembers.projectId, myProjectIds))
      .groupBy(projectMembers.projectId),
    db
      .select({ projectId: tasks.projectId, status: tasks.status, n: count() })
      .from(tasks)
      .where(inArray(tasks.projectId, myProjectIds))
      .groupBy(tasks.projectId, tasks.status),
  ]);

  const teams = new Map<string, Omit<TeamEntry, 'online'>[]>();
  for (const row of teamRows) {
    const members = JSON.parse(row.team) as {
      id: string;
      name: string;
      avatar: string | null;
      role: string;
    }[];
    teams.set(
      row.projectId,
      members.map((m) => ({
        id: m.id,
        name: m.name,
        avatar: m.avatar,
        role: toProjectRole(m.role),
      })),
    );
  }
  const counts = new Map<string, Map<string, number>>();
  for (const c of countRows) {
    const byStatus = counts.get(c.projectId) ?? new Map<string, number>();
    byStatus.set(c.status, Number(c.n));
    counts.set(c.projectId, byStatus);
  }
  return rows.map(({ project, role }) => {
    const callerRole: ProjectRole = project.ownerId === userId ? 'owner' : toProjectRole(role);
    return presentProject(project, callerRole, teams.get(project.id) ?? [], counts.get(project.id));
  });
}
