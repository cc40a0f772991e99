import { and, count, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import { projectMembers, projects, tasks, users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { toProjectRole } from '../projects/project-policy.ts';
import type { TeamMembership, OpenTaskCount } from './team-presenter.ts';

// Statuses that count as finished (`isTaskDone` in the shared domain): not load.
const DONE_STATUSES = ['done', 'completed'];

/**
 * Everything the team page needs besides presence, in two set-based queries: every membership
 * of every project the caller belongs to (each project's whole team, so its workload average
 * can be taken), and the open tasks per (project, assignee) of those projects.
 */
export async function loadTeam(
  db: Db,
  callerId: string,
): Promise<{ memberships: TeamMembership[]; openTasks: OpenTaskCount[] }> {
  const mine = db
    .select({ id: projectMembers.projectId })
    .from(projectMembers)
    .where(eq(projectMembers.userId, callerId));
  const [rows, openTasks] = await Promise.all([
    db
      .select({
        projectId: projectMembers.projectId,
        projectName: projects.name,
        ownerId: projects.ownerId,
        userId: projectMembers.userId,
        role: projectMembers.role,
        name: users.name,
        email: users.email,
        avatar: users.avatar,
        avatarSmall: users.avatarSmall,
      })
      .from(projectMembers)
      .innerJoin(projects, eq(projects.id, projectMembers.projectId))
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(inArray(projectMembers.projectId, mine)),
    db
      .select({ projectId: tasks.projectId, userId: tasks.assigneeId, n: count() })
      .from(tasks)
      .where(
        and(
          inArray(tasks.projectId, mine),
          isNotNull(tasks.assigneeId),
          notInArray(tasks.status, DONE_STATUSES),
        ),
      )
      .groupBy(tasks.projectId, tasks.assigneeId),
  ]);
  return {
    memberships: rows.map((row) => ({
      ...row,
      // owner_id is authoritative; the member row's role mirrors it.
      role: row.userId === row.ownerId ? 'owner' : toProjectRole(row.role),
    })),
    openTasks: openTasks.map((row) => ({ ...row, userId: row.userId! })),
  };
}
