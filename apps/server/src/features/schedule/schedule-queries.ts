import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ProjectRole } from '@crewline/shared/contracts/members';
import type { ScheduleLink } from '@crewline/shared/roadmaps/reschedule';
import { projectMembers, projects, tasks } from '../../db/schema.ts';
import { milestones } from '../../db/roadmaps-schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { toProjectRole } from '../projects/project-policy.ts';

/** A task of a schedule graph with its project's zone and mode and the caller's role there. */
export type GraphTask = {
  id: string;
  title: string;
  projectId: string;
  startDate: string | null;
  dueDate: Date | null;
  milestoneId: string | null;
  timeZone: string;
  schedulingMode: string;
  /** The caller's role in the task's project; null when they are not a member. */
  role: ProjectRole | null;
};

/** A milestone of a schedule graph with the caller's role in its project. */
export type GraphMilestone = {
  id: string;
  name: string;
  projectId: string;
  startDate: string;
  dueDate: string;
  role: ProjectRole | null;
};

/** What one change can touch: the task's descendants, their blockers and their milestones. */
export type ScheduleGraph = {
  tasks: GraphTask[];
  links: ScheduleLink[];
  milestones: GraphMilestone[];
};

/**
 * Serializes schedule applies until the transaction ends: a graph may span projects, so the
 * lock is one for the whole instance (applies are rare, and take milliseconds).
 */
export async function lockSchedules(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('schedule', 0))`);
}

/** The caller's role from a member row and the project's owner; null without a member row. */
function roleOf(userId: string, ownerId: string, memberRole: string | null): ProjectRole | null {
  if (ownerId === userId) return 'owner';
  return memberRole === null ? null : toProjectRole(memberRole);
}

/**
 * Locks the milestones the tasks are linked to, before the tasks themselves: the order a
 * milestone write that touches its tasks (unlinking them on delete) takes them in, so the two
 * never wait on each other in a cycle.
 */
async function lockLinkedMilestones(db: DbOrTx, taskIds: string[]): Promise<void> {
  const linked = await db
    .selectDistinct({ id: tasks.milestoneId })
    .from(tasks)
    .where(and(inArray(tasks.id, taskIds), isNotNull(tasks.milestoneId)));
  const milestoneIds = linked.flatMap((row) => (row.id ? [row.id] : []));
  if (milestoneIds.length === 0) return;
  await db
    .select({ id: milestones.id })
    .from(milestones)
    .where(inArray(milestones.id, milestoneIds))
    .orderBy(milestones.id)
    .for('no key update');
}

/**
 * Everything a change of `taskId` may move: the tasks downstream of it through finish-to-start
 * links in any project (a recursive query; `union` stops at a task already reached), every link
 * into those tasks (so each one's other blockers are known), those blockers, and the milestones
 * the tasks are linked to. With `lock`, the milestones the tasks are linked to and then the task rows are locked.
 */
export async function loadScheduleGraph(
  db: DbOrTx,
  options: { taskId: string; userId: string; lock: boolean },
): Promise<ScheduleGraph> {
  const { taskId, userId, lock } = options;
  const result = await db.execute(sql`
    with recursive down(id) as (
      select ${taskId}::uuid
      union
      -- A per-row subquery rather than a join: the planner hashes a join against the whole
      -- link table on every step (quadratic on a long chain); this reads the primary key index.
      select unnest(array(
        select d.blocked_task_id from task_dependencies d where d.blocker_task_id = down.id
      )) from down
    )
    select d.blocker_task_id, d.blocked_task_id
      from task_dependencies d
      where d.blocked_task_id in (select id from down)
  `);
  const links = (result.rows as { blocker_task_id: string; blocked_task_id: string }[]).map(
    (row) => ({ blocker_id: row.blocker_task_id, blocked_id: row.blocked_task_id }),
  );
  const ids = [...new Set([taskId, ...links.flatMap((l) => [l.blocker_id, l.blocked_id])])].sort();
  const taskQuery = db
    .select({
      id: tasks.id,
      title: tasks.title,
      projectId: tasks.projectId,
      startDate: tasks.startDate,
      dueDate: tasks.dueDate,
      milestoneId: tasks.milestoneId,
      timeZone: projects.timeZone,
      schedulingMode: projects.schedulingMode,
      ownerId: projects.ownerId,
      memberRole: projectMembers.role,
    })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.projectId, tasks.projectId), eq(projectMembers.userId, userId)),
    )
    .where(inArray(tasks.id, ids))
    // Id order: two applies (or an apply and a task edit) lock rows in one order, never a cycle.
    .orderBy(tasks.id);
  if (lock) await lockLinkedMilestones(db, ids);
  // `no key update`: the dates change, never a key, so links and milestone links being written
  // to these rows elsewhere (foreign-key checks take key-share locks) do not wait on the apply.
  const taskRows = lock ? await taskQuery.for('no key update', { of: tasks }) : await taskQuery;
  const graphTasks = taskRows.map(({ ownerId, memberRole, ...row }) => ({
    ...row,
    role: roleOf(userId, ownerId, memberRole),
  }));

  const milestoneIds = [
    ...new Set(graphTasks.flatMap((task) => (task.milestoneId ? [task.milestoneId] : []))),
  ];
  if (milestoneIds.length === 0) return { tasks: graphTasks, links, milestones: [] };
  const milestoneQuery = db
    .select({
      id: milestones.id,
      name: milestones.name,
      projectId: milestones.projectId,
      startDate: milestones.startDate,
      dueDate: milestones.dueDate,
      ownerId: projects.ownerId,
      memberRole: projectMembers.role,
    })
    .from(milestones)
    .innerJoin(projects, eq(projects.id, milestones.projectId))
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.projectId, milestones.projectId), eq(projectMembers.userId, userId)),
    )
    .where(inArray(milestones.id, milestoneIds))
    .orderBy(milestones.id);
  const milestoneRows = await milestoneQuery;
  return {
    tasks: graphTasks,
    links,
    milestones: milestoneRows.map(({ ownerId, memberRole, ...row }) => ({
      ...row,
      role: roleOf(userId, ownerId, memberRole),
    })),
  };
}
