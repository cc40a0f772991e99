import type { ActivityAction, ActivityKinds } from '@crewline/shared/contracts/project-responses';
import { activityEvents } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';

/**
 * One thing that happened in a project: a known action (ActivityKinds in packages/shared) with
 * its category, entity and the data the feed words it from (names, old and new values), so a
 * module can only record a kind the feed knows, with the data that kind carries.
 */
type ActivityInput = {
  [A in ActivityAction]: {
    projectId: string;
    actorId: string | null;
    action: A;
    category: ActivityKinds[A]['category'];
    entityType: ActivityKinds[A]['entity_type'];
    entityId?: string | null;
    data: ActivityKinds[A]['data'];
    at: Date;
  };
}[ActivityAction];

/**
 * Records an activity event and returns its id. Call it with the transaction of the change it
 * describes, so an event exists exactly when the change does (writes record their events in
 * their own transaction); the feed's `project_change` envelope is queued on that transaction and
 * goes out once it commits.
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
      data: event.data,
      createdAt: event.at,
    })
    .returning({ id: activityEvents.id });
  const { id } = row!;
  afterCommit(db, { t: 'project_change', p: event.projectId, id });
  return id;
}
