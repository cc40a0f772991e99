import type { activityEvents } from '../db/schema.ts';

type EventRow = typeof activityEvents.$inferSelect;

/** An activity event as the project feed lists it. */
export type ActivityJson = {
  id: string;
  project_id: string;
  category: string;
  action: string;
  entity_type: string;
  entity_id: string | null;
  data: Record<string, unknown>;
  created_at: string;
  actor: { id: string; name: string; avatar: string | null } | null;
};

/** Presents one event; the actor is null when that account no longer exists. */
export function presentActivity(
  row: EventRow,
  actor: { id: string; name: string; avatar: string | null } | null,
): ActivityJson {
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
  };
}
