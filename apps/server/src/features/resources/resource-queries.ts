import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ResourceJson } from '@crewline/shared/contracts/resources';
import { allocations, resources } from '../../db/work-schema.ts';
import { projectMembers } from '../../db/schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { loadProjectAccess, type ProjectAccess } from '../projects/project-policy.ts';
import { ALLOCATION_NOT_FOUND, RESOURCE_NOT_FOUND } from './resource-policy.ts';
import { presentResource, type AllocationRow, type ResourceRow } from './resource-presenter.ts';

/**
 * A resource with the caller's standing in its project. Missing resources and resources of
 * projects the caller is not in are the same 404, so existence never leaks.
 */
export async function loadResource(
  db: Db,
  userId: string,
  resourceId: string,
): Promise<{ resource: ResourceRow; access: ProjectAccess }> {
  const [resource] = await db.select().from(resources).where(eq(resources.id, resourceId));
  if (!resource) throw new NotFoundError(RESOURCE_NOT_FOUND);
  try {
    return { resource, access: await loadProjectAccess(db, resource.projectId, userId) };
  } catch (error) {
    if (error instanceof NotFoundError) throw new NotFoundError(RESOURCE_NOT_FOUND);
    throw error;
  }
}

/** An allocation of a resource, 404 when it belongs to another resource. */
export async function loadAllocation(
  db: DbOrTx,
  resourceId: string,
  allocationId: string,
): Promise<AllocationRow> {
  const [row] = await db
    .select()
    .from(allocations)
    .where(and(eq(allocations.id, allocationId), eq(allocations.resourceId, resourceId)));
  if (!row) throw new NotFoundError(ALLOCATION_NOT_FOUND);
  return row;
}

/** Resources of the given projects, or of every project the caller is in. */
export async function listResources(
  db: Db,
  userId: string,
  projectId?: string,
): Promise<ResourceJson[]> {
  const mine = db
    .select({ id: projectMembers.projectId })
    .from(projectMembers)
    .where(eq(projectMembers.userId, userId));
  const rows = await db
    .select()
    .from(resources)
    .where(
      projectId
        ? and(eq(resources.projectId, projectId), inArray(resources.projectId, mine))
        : inArray(resources.projectId, mine),
    )
    .orderBy(asc(resources.name), asc(resources.id));
  return rows.map(presentResource);
}

/** A resource's allocations, earliest first. */
export async function listAllocations(db: DbOrTx, resourceId: string): Promise<AllocationRow[]> {
  return db
    .select()
    .from(allocations)
    .where(eq(allocations.resourceId, resourceId))
    .orderBy(asc(allocations.startDate), asc(allocations.id));
}
