import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { projectMembers, projects, tasks } from '../../db/schema.ts';
import { milestones, taskDependencies } from '../../db/roadmaps-schema.ts';
import type { Db } from '../../db/client.ts';

/** A dated task of the project, as the timeline reads it. */
export type TimelineTaskRow = {
  id: string;
  title: string;
  status: string;
  assigneeId: string | null;
  startDate: string | null;
  dueDate: Date;
  milestoneId: string | null;
};

/** A task of another project linked to one of this project's, with the caller's standing there. */
export type ExternalTaskRow = {
  id: string;
  title: string;
  projectId: string;
  startDate: string | null;
  dueDate: Date | null;
  timeZone: string;
  /** Whether the caller is a member of (or owns) the task's project. */
  readable: boolean;
};

/** Everything the timeline of one project is computed from. */
export type TimelineData = {
  timeZone: string;
  schedulingMode: string;
  tasks: TimelineTaskRow[];
  milestones: { id: string; name: string; startDate: string; dueDate: string }[];
  links: { blockerTaskId: string; blockedTaskId: string }[];
  external: ExternalTaskRow[];
};

/**
 * A project's timeline data: its tasks with a due date (by due date), its milestones, every
 * link touching one of its tasks, and the other projects' tasks at the far end of those links.
 */
export async function loadTimelineData(
  db: Db,
  projectId: string,
  userId: string,
): Promise<TimelineData> {
  const [[project], taskRows, milestoneRows, linkRows] = await Promise.all([
    db
      .select({ timeZone: projects.timeZone, schedulingMode: projects.schedulingMode })
      .from(projects)
      .where(eq(projects.id, projectId)),
    db
      .select({
        id: tasks.id,
        title: tasks.title,
        status: tasks.status,
        assigneeId: tasks.assigneeId,
        startDate: tasks.startDate,
        dueDate: tasks.dueDate,
        milestoneId: tasks.milestoneId,
      })
      .from(tasks)
      .where(and(eq(tasks.projectId, projectId), isNotNull(tasks.dueDate)))
      .orderBy(asc(tasks.dueDate), asc(tasks.id)),
    db
      .select({
        id: milestones.id,
        name: milestones.name,
        startDate: milestones.startDate,
        dueDate: milestones.dueDate,
      })
      .from(milestones)
      .where(eq(milestones.projectId, projectId))
      .orderBy(asc(milestones.dueDate), asc(milestones.id)),
    db
      .select({
        blockerTaskId: taskDependencies.blockerTaskId,
        blockedTaskId: taskDependencies.blockedTaskId,
      })
      .from(taskDependencies)
      .where(
        or(
          inArray(
            taskDependencies.blockerTaskId,
            db.select({ id: tasks.id }).from(tasks).where(eq(tasks.projectId, projectId)),
          ),
          inArray(
            taskDependencies.blockedTaskId,
            db.select({ id: tasks.id }).from(tasks).where(eq(tasks.projectId, projectId)),
          ),
        ),
      )
      .orderBy(asc(taskDependencies.blockerTaskId), asc(taskDependencies.blockedTaskId)),
  ]);
  const own = new Set(taskRows.map((task) => task.id));
  const otherIds = [
    ...new Set(
      linkRows
        .flatMap((link) => [link.blockerTaskId, link.blockedTaskId])
        .filter((id) => !own.has(id)),
    ),
  ];
  const externalRows =
    otherIds.length === 0
      ? []
      : await db
          .select({
            id: tasks.id,
            title: tasks.title,
            projectId: tasks.projectId,
            startDate: tasks.startDate,
            dueDate: tasks.dueDate,
            timeZone: projects.timeZone,
            readable: sql<boolean>`(${projects.ownerId} = ${userId} or ${projectMembers.userId} is not null)`,
          })
          .from(tasks)
          .innerJoin(projects, eq(projects.id, tasks.projectId))
          .leftJoin(
            projectMembers,
            and(eq(projectMembers.projectId, tasks.projectId), eq(projectMembers.userId, userId)),
          )
          // This project's undated tasks are not on the timeline: their links are left out.
          .where(and(inArray(tasks.id, otherIds), sql`${tasks.projectId} <> ${projectId}`))
          .orderBy(asc(tasks.id));
  return {
    timeZone: project?.timeZone ?? 'UTC',
    schedulingMode: project?.schedulingMode ?? 'auto',
    tasks: taskRows.map((task) => ({ ...task, dueDate: task.dueDate! })),
    milestones: milestoneRows,
    links: linkRows,
    external: externalRows,
  };
}
