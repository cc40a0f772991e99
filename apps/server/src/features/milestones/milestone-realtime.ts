import { projectRoom } from '../../realtime/connections.ts';
import type { DispatchContext } from '../../realtime/dispatch.ts';
import type { Envelope } from '../../realtime/envelopes.ts';
import { sendPerRole, sendToAll } from '../../realtime/fan-out.ts';
import { presentMilestone } from './milestone-presenter.ts';
import { findMilestoneRow, loadProjectToday, withWork } from './milestone-queries.ts';

// Intersected, not extracted: the milestone envelope types share one union member.
type Of<T extends Envelope['t']> = Envelope & { t: T };

/**
 * A milestone was created or changed: loaded once as it is now (status on today's day in the
 * project's zone) and presented per role in the project's room. One deleted since sends nothing
 * (its milestone_deleted follows).
 */
export async function dispatchMilestoneChanged(
  ctx: DispatchContext,
  envelope: Of<'milestone_created' | 'milestone_updated'>,
): Promise<void> {
  const room = ctx.registry.inRoom(projectRoom(envelope.p));
  if (room.size === 0) return;
  const row = await findMilestoneRow(ctx.db, envelope.id);
  if (!row) return;
  // The project may have been deleted since: then its room is gone too, and nothing is sent.
  const clock = await loadProjectToday(ctx.db, row.projectId, ctx.now()).catch(() => undefined);
  if (!clock) return;
  const { timeZone, today } = clock;
  const [loaded] = await withWork(ctx.db, [row], timeZone);
  sendPerRole(room, envelope.p, (role) => ({
    type: envelope.t,
    projectId: envelope.p,
    milestone: presentMilestone(loaded!, today, role),
  }));
}

/** A milestone was deleted: the room drops it. Nothing is loaded. */
export function dispatchMilestoneDeleted(
  ctx: DispatchContext,
  envelope: Of<'milestone_deleted'>,
): void {
  sendToAll(ctx.registry.inRoom(projectRoom(envelope.p)), {
    type: 'milestone_deleted',
    projectId: envelope.p,
    milestone_id: envelope.id,
  });
}
