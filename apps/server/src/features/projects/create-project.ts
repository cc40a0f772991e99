import type { ProjectStatus } from '@crewline/shared/domain/project-enums';
import { projectMembers, projects } from '../../db/schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { accountTimeZone, canonicalTimeZone } from './project-time-zone.ts';

/** What a new project starts with. */
type NewProject = {
  name: string;
  description?: string;
  status?: ProjectStatus;
  dueDate?: Date | null;
  /** Absent: the owner's account time zone, else UTC. */
  timeZone?: string;
  stalledAfterDays?: number;
};

/** Reads an API due date: ISO datetime, or YYYY-MM-DD as midnight UTC; null clears it. */
export function toDueDate(value: string | null | undefined): Date | null | undefined {
  if (value === undefined || value === null) return value;
  return new Date(value);
}

/**
 * Inserts a project, its owner's member row and the "created" event inside the caller's
 * transaction (templates add tasks in the same one). Returns the new project's id.
 */
export async function insertProject(
  tx: DbOrTx,
  ownerId: string,
  input: NewProject,
  now: Date,
): Promise<string> {
  const [project] = await tx
    .insert(projects)
    .values({
      name: input.name,
      description: input.description ?? '',
      status: input.status ?? 'planning',
      dueDate: input.dueDate ?? null,
      timeZone:
        input.timeZone !== undefined
          ? canonicalTimeZone(input.timeZone)
          : await accountTimeZone(tx, ownerId),
      ...(input.stalledAfterDays !== undefined && { stalledAfterDays: input.stalledAfterDays }),
      ownerId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: projects.id });
  const projectId = project!.id;
  await tx
    .insert(projectMembers)
    .values({ projectId, userId: ownerId, role: 'owner', joinedAt: now });
  // The owner's other tabs list the new project and enter its room.
  afterCommit(tx, { t: 'member_added', p: projectId, u: ownerId });
  await recordActivity(tx, {
    projectId,
    actorId: ownerId,
    category: 'project',
    action: 'project_created',
    entityType: 'project',
    entityId: projectId,
    data: { name: input.name },
    at: now,
  });
  return projectId;
}

/** Creates a project; the creator becomes its owner. */
export async function createProject(
  db: Db,
  ownerId: string,
  input: NewProject,
  now: Date,
): Promise<string> {
  return db.transaction((tx) => insertProject(tx, ownerId, input, now));
}
