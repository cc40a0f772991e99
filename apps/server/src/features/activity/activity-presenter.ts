import type { ActivityJson, PersonRef } from '@crewline/shared/contracts/project-responses';
import type { activityEvents } from '../../db/schema.ts';

type EventRow = typeof activityEvents.$inferSelect;

export type { ActivityJson };

/**
 * Presents one event; the actor is null when that account no longer exists. The row holds what
 * recordActivity wrote, whose input is typed by ActivityKinds, so its columns are that kind's.
 */
export function presentActivity(row: EventRow, actor: PersonRef | null): ActivityJson {
  return {
    id: row.id,
    project_id: row.projectId,
    category: row.category,
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    data: row.data,
    created_at: row.createdAt.toISOString(),
    actor,
  } as ActivityJson;
}
