import { eq } from 'drizzle-orm';
import {
  END_BEFORE_START,
  RANGE_TOO_LONG,
  rangeTooLong,
  overAllocatedDays,
  type AllocationCreateBody,
  type AllocationUpdateBody,
  type Availability,
} from '@crewline/shared/contracts/resources';
import { ERROR_CODES, type ErrorBody } from '@crewline/shared/contracts/errors';
import { allocations, resources } from '../../db/work-schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, NotFoundError, ValidationError } from '../../errors.ts';
import { RESOURCE_NOT_FOUND } from './resource-policy.ts';
import type { AllocationRow, ResourceRow } from './resource-presenter.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { recordActivity } from '../activity/record-activity.ts';

/** 409: the allocations would book a resource beyond its availability on `days`. */
class OverAllocationError extends AppError {
  constructor(readonly days: string[]) {
    super(409, ERROR_CODES.conflict, `Over-allocated on ${days.join(', ')}`);
  }

  override toBody(): ErrorBody & { days: string[] } {
    return { ...super.toBody(), days: this.days };
  }
}

type Range = { start_date: string; end_date: string; hours_per_day: number };

/**
 * Locks the resource row until the transaction ends. Every allocation write takes this lock
 * first, so two bookings racing for the same free hours are checked one after the other.
 */
export async function lockResource(tx: DbOrTx, resourceId: string): Promise<ResourceRow> {
  const [row] = await tx.select().from(resources).where(eq(resources.id, resourceId)).for('update');
  if (!row) throw new NotFoundError(RESOURCE_NOT_FOUND);
  return row;
}

async function storedRanges(tx: DbOrTx, resourceId: string, exceptId?: string): Promise<Range[]> {
  const rows = await tx
    .select({
      id: allocations.id,
      start_date: allocations.startDate,
      end_date: allocations.endDate,
      hours_per_day: allocations.hoursPerDay,
    })
    .from(allocations)
    .where(eq(allocations.resourceId, resourceId));
  return rows.filter((row) => row.id !== exceptId);
}

/** 409 unless `candidate` fits beside the resource's other allocations (weekends, window). */
async function checkFits(
  tx: DbOrTx,
  resource: ResourceRow,
  candidate: Range,
  exceptId?: string,
): Promise<void> {
  const all = [...(await storedRanges(tx, resource.id, exceptId)), candidate];
  // Only the candidate's days can newly overflow; days elsewhere were accepted before.
  const days = overAllocatedDays(
    resource.availability,
    all,
    candidate.start_date,
    candidate.end_date,
  );
  if (days.length > 0) throw new OverAllocationError(days);
}

/** 409 unless every stored allocation fits a new availability (PUT of a resource). */
export async function checkAllocationsFit(
  tx: DbOrTx,
  resourceId: string,
  availability: Availability,
): Promise<void> {
  const all = await storedRanges(tx, resourceId);
  if (all.length === 0) return;
  const start = all.reduce(
    (min, a) => (a.start_date < min ? a.start_date : min),
    all[0]!.start_date,
  );
  const end = all.reduce((max, a) => (a.end_date > max ? a.end_date : max), all[0]!.end_date);
  const days = overAllocatedDays(availability, all, start, end);
  if (days.length > 0) throw new OverAllocationError(days);
}

function refuseRange(message: string): never {
  throw new ValidationError(message, [{ loc: ['body', 'end_date'], msg: message }]);
}

function checkProject(resource: ResourceRow, projectId: string | undefined): void {
  if (projectId === undefined || projectId === resource.projectId) return;
  const message = "The allocation's project must be the resource's project";
  throw new ValidationError(message, [{ loc: ['body', 'project_id'], msg: message }]);
}

// Allocation changes go into the project's feed (entity `allocation`) and reach the project's
// members as `resources_changed` (naming the resource), so every open Resources tab refetches.
async function recordAllocation(
  tx: DbOrTx,
  row: AllocationRow,
  action: 'allocation_created' | 'allocation_updated' | 'allocation_deleted',
  actorId: string,
  at: Date,
): Promise<void> {
  await recordActivity(tx, {
    projectId: row.projectId,
    actorId,
    category: 'project',
    action,
    entityType: 'allocation',
    entityId: row.id,
    data: { resource_id: row.resourceId, start_date: row.startDate, end_date: row.endDate },
    at,
  });
  afterCommit(tx, { t: 'resources_changed', p: row.projectId, id: row.resourceId });
}

/** Books a resource, refusing days it would over-allocate (409). */
export async function createAllocation(
  db: Db,
  resourceId: string,
  body: AllocationCreateBody,
  actorId: string,
  now: Date,
): Promise<AllocationRow> {
  return db.transaction(async (tx) => {
    const resource = await lockResource(tx, resourceId);
    checkProject(resource, body.project_id);
    await checkFits(tx, resource, body);
    const [row] = await tx
      .insert(allocations)
      .values({
        resourceId,
        projectId: resource.projectId,
        startDate: body.start_date,
        endDate: body.end_date,
        hoursPerDay: body.hours_per_day,
        note: body.note ?? '',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAllocation(tx, row!, 'allocation_created', actorId, now);
    return row!;
  });
}

/** Changes an allocation; its own old hours do not count against the new ones. */
export async function updateAllocation(
  db: Db,
  current: AllocationRow,
  body: AllocationUpdateBody,
  actorId: string,
  now: Date,
): Promise<AllocationRow> {
  return db.transaction(async (tx) => {
    const resource = await lockResource(tx, current.resourceId);
    checkProject(resource, body.project_id);
    const next = {
      start_date: body.start_date ?? current.startDate,
      end_date: body.end_date ?? current.endDate,
      hours_per_day: body.hours_per_day ?? current.hoursPerDay,
    };
    if (next.end_date < next.start_date) refuseRange(END_BEFORE_START);
    if (rangeTooLong(next.start_date, next.end_date)) refuseRange(RANGE_TOO_LONG);
    await checkFits(tx, resource, next, current.id);
    const [row] = await tx
      .update(allocations)
      .set({
        startDate: next.start_date,
        endDate: next.end_date,
        hoursPerDay: next.hours_per_day,
        note: body.note ?? current.note,
        updatedAt: now,
      })
      .where(eq(allocations.id, current.id))
      .returning();
    if (!row) throw new NotFoundError('Allocation not found');
    await recordAllocation(tx, row, 'allocation_updated', actorId, now);
    return row;
  });
}

/** Deletes an allocation (under its resource's lock, like a booking). */
export async function deleteAllocation(
  db: Db,
  current: AllocationRow,
  actorId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockResource(tx, current.resourceId);
    const [row] = await tx.delete(allocations).where(eq(allocations.id, current.id)).returning();
    if (row) await recordAllocation(tx, row, 'allocation_deleted', actorId, now);
  });
}
