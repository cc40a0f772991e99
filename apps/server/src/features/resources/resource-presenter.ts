import type {
  AllocationJson,
  ResourceJson,
  ResourceType,
} from '@crewline/shared/contracts/resources';
import type { allocations, resources } from '../../db/work-schema.ts';

export type ResourceRow = typeof resources.$inferSelect;
export type AllocationRow = typeof allocations.$inferSelect;

/** The API shape of a resource row. */
export function presentResource(row: ResourceRow): ResourceJson {
  return {
    id: row.id,
    project_id: row.projectId,
    name: row.name,
    type: row.type as ResourceType,
    user_id: row.userId,
    // Both bounds always appear, null when open, so a reader never has to guess a missing key.
    availability: {
      hours_per_day: row.availability.hours_per_day,
      start_date: row.availability.start_date ?? null,
      end_date: row.availability.end_date ?? null,
    },
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

/** The API shape of an allocation row. */
export function presentAllocation(row: AllocationRow): AllocationJson {
  return {
    id: row.id,
    resource_id: row.resourceId,
    project_id: row.projectId,
    start_date: row.startDate,
    end_date: row.endDate,
    hours_per_day: row.hoursPerDay,
    note: row.note,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}
