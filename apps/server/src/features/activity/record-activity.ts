import type { ActivityCategory } from '@crewline/shared';
import { activityEvents } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';

/** One thing that happened in a project. */
export type ActivityInput = {
  projectId: string;
  actorId: string | null;
  category: ActivityCategory;
  /** A verb in snake_case: created, updated, member_added, task_moved… */
  action: string;
  entityType:
    | 'project'
    | 'member'
    | 'invitation'
    | 'task'
    | 'comment'
    | 'file'
    | 'time_entry'
    | 'resource'
    | 'allocation';
  entityId?: string | null;
  /** What the feed needs to word the event without further lookups (names, old and new values). */
  data?: Record<string, unknown>;
  at: Date;
};

/**
 * Records an activity event and returns its id. Call it with the transaction of the change it
 * describes, so an event exists exactly when the change does (writes record their events in
 * their own transaction); the feed's
 * `project_change` envelope is queued on that transaction and goes out once it commits.
 */
export async function recordActivity(db: DbOrTx, event: ActivityInput): Promise<string> {
  const [row] = await db
    .insert(activityEvents)
    .values({
      projectId: event.projectId,
      actorId: event.actorId,
      category: event.category,
      action: event.action,
      entityType: event.entityType,
      entityId: event.entityId ?? null,
      data: event.data ?? {},
      createdAt: event.at,
    })
    .returning({ id: activityEvents.id });
  const { id } = row!;
  afterCommit(db, { t: 'project_change', p: event.projectId, id });
  return id;
}
