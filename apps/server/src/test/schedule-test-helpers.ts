import { eq } from 'drizzle-orm';
import { projects, tasks } from '../db/schema.ts';
import { milestones, taskDependencies } from '../db/roadmaps-schema.ts';
import type { Db } from '../db/client.ts';

// Links and milestones are written straight to the database here: their endpoints are built
// alongside scheduling and these tests only need the rows.

/** Makes `blockerId` block `blockedId` (finish-to-start). */
export async function linkTasks(db: Db, blockerId: string, blockedId: string): Promise<void> {
  await db.insert(taskDependencies).values({ blockerTaskId: blockerId, blockedTaskId: blockedId });
}

/** Sets a task's start date (a day or null) and its due date (a day at UTC midnight, or an instant). */
export async function setTaskDays(
  db: Db,
  taskId: string,
  startDate: string | null,
  dueDate: string | null,
): Promise<void> {
  const due =
    dueDate === null
      ? null
      : new Date(dueDate.length === 10 ? `${dueDate}T00:00:00.000Z` : dueDate);
  await db.update(tasks).set({ startDate, dueDate: due }).where(eq(tasks.id, taskId));
}

/** Adds a milestone to a project and links the tasks to it; returns its id. */
export async function addMilestone(
  db: Db,
  projectId: string,
  days: { start: string; due: string; name?: string },
  taskIds: readonly string[] = [],
): Promise<string> {
  const [row] = await db
    .insert(milestones)
    .values({
      projectId,
      name: days.name ?? `Milestone ${Math.random().toString(36).slice(2, 8)}`,
      startDate: days.start,
      dueDate: days.due,
    })
    .returning({ id: milestones.id });
  for (const taskId of taskIds) {
    await db.update(tasks).set({ milestoneId: row!.id }).where(eq(tasks.id, taskId));
  }
  return row!.id;
}

/** Switches a project to manual (or back to automatic) scheduling. */
export async function setSchedulingMode(
  db: Db,
  projectId: string,
  mode: 'auto' | 'manual',
): Promise<void> {
  await db.update(projects).set({ schedulingMode: mode }).where(eq(projects.id, projectId));
}

/** A task's stored start date, due date (ISO) and milestone, read straight from the database. */
export async function storedTask(db: Db, taskId: string) {
  const [row] = await db
    .select({ startDate: tasks.startDate, dueDate: tasks.dueDate })
    .from(tasks)
    .where(eq(tasks.id, taskId));
  return { start_date: row!.startDate, due_date: row!.dueDate?.toISOString() ?? null };
}

/** A milestone's stored days. */
export async function storedMilestone(db: Db, milestoneId: string) {
  const [row] = await db
    .select({ start: milestones.startDate, due: milestones.dueDate })
    .from(milestones)
    .where(eq(milestones.id, milestoneId));
  return row!;
}
