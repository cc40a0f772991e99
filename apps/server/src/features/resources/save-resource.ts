import { and, eq } from 'drizzle-orm';
import {
  RESOURCE_USER_NOT_MEMBER,
  defaultAvailability,
  toIsoDay,
  type Availability,
  type ResourceCreateBody,
  type ResourceType,
  type ResourceUpdateBody,
} from '@crewline/shared/contracts/resources';
import { resources } from '../../db/work-schema.ts';
import { projectMembers } from '../../db/schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ValidationError } from '../../errors.ts';
import type { ResourceRow } from './resource-presenter.ts';
import { checkAllocationsFit, lockResource } from './save-allocation.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { recordActivity } from '../activity/record-activity.ts';

/** The 422 text for a `user_id` on a resource that is not a person. */
const RESOURCE_USER_ONLY_FOR_PERSON = 'Only a person resource can name a user';

function refuseUser(message: string): never {
  throw new ValidationError(message, [{ loc: ['body', 'user_id'], msg: message }]);
}

/** A person may name a member of the project; other types name nobody. */
async function checkUser(
  db: DbOrTx,
  projectId: string,
  type: ResourceType,
  userId: string | null,
): Promise<void> {
  if (userId === null) return;
  if (type !== 'person') refuseUser(RESOURCE_USER_ONLY_FOR_PERSON);
  const [member] = await db
    .select({ id: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  if (!member) refuseUser(RESOURCE_USER_NOT_MEMBER);
}

// Resource changes go into the project's feed (entity `resource`) and reach the project's
// members as `resources_changed`, so every open Resources tab refetches.
async function recordResource(
  tx: DbOrTx,
  row: ResourceRow,
  action: 'resource_created' | 'resource_updated' | 'resource_deleted',
  actorId: string,
  at: Date,
): Promise<void> {
  await recordActivity(tx, {
    projectId: row.projectId,
    actorId,
    category: 'project',
    action,
    entityType: 'resource',
    entityId: row.id,
    data: { name: row.name, type: row.type },
    at,
  });
  afterCommit(tx, { t: 'resources_changed', p: row.projectId, id: row.id });
}

/**
 * Creates a resource; without an availability: 8 h Monday to Friday, 90 days from today. An
 * availability that is given is stored as sent: hours without dates stay open-ended.
 */
export async function createResource(
  db: Db,
  body: ResourceCreateBody,
  actorId: string,
  now: Date,
): Promise<ResourceRow> {
  const userId = body.user_id ?? null;
  await checkUser(db, body.project_id, body.type, userId);
  const availability: Availability = body.availability ?? defaultAvailability(toIsoDay(now));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(resources)
      .values({
        projectId: body.project_id,
        name: body.name,
        type: body.type,
        userId,
        availability,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordResource(tx, row!, 'resource_created', actorId, now);
    return row!;
  });
}

/**
 * Updates a resource. A narrower availability must still hold the existing allocations
 * (else 409 with the days), checked under the resource's row lock like a new allocation.
 */
export async function updateResource(
  db: Db,
  current: ResourceRow,
  body: ResourceUpdateBody,
  actorId: string,
  now: Date,
): Promise<ResourceRow> {
  if (body.project_id !== undefined && body.project_id !== current.projectId) {
    const message = 'A resource cannot move to another project';
    throw new ValidationError(message, [{ loc: ['body', 'project_id'], msg: message }]);
  }
  return db.transaction(async (tx) => {
    await lockResource(tx, current.id);
    const type = (body.type ?? current.type) as ResourceType;
    const userId = body.user_id === undefined ? current.userId : body.user_id;
    // Changing a person into equipment drops the person rather than refusing the change.
    const keptUser = body.user_id === undefined && type !== 'person' ? null : userId;
    await checkUser(tx, current.projectId, type, keptUser);
    if (body.availability) await checkAllocationsFit(tx, current.id, body.availability);
    const [row] = await tx
      .update(resources)
      .set({
        name: body.name ?? current.name,
        type,
        userId: keptUser,
        availability: body.availability ?? current.availability,
        updatedAt: now,
      })
      .where(eq(resources.id, current.id))
      .returning();
    await recordResource(tx, row!, 'resource_updated', actorId, now);
    return row!;
  });
}

/** Deletes a resource; its allocations go with it (ON DELETE CASCADE). */
export async function deleteResource(
  db: Db,
  current: ResourceRow,
  actorId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(resources).where(eq(resources.id, current.id)).returning();
    if (row) await recordResource(tx, row, 'resource_deleted', actorId, now);
  });
}
