import { userRoom } from '../../realtime/connections.ts';
import type { DispatchContext } from '../../realtime/dispatch.ts';
import type { Envelope } from '../../realtime/envelopes.ts';
import { sendToAll, union } from '../../realtime/fan-out.ts';

type Of<T extends Envelope['t']> = Extract<Envelope, { t: T }>;

/**
 * A roadmap was created, changed or deleted: everyone who could see it before or after is told
 * in their own rooms and refetches (each sees it computed from their own milestones, so nothing
 * is presented here).
 */
export function dispatchRoadmapsChanged(
  ctx: DispatchContext,
  envelope: Of<'roadmaps_changed'>,
): void {
  const sockets = union(...envelope.users.map((id) => ctx.registry.inRoom(userRoom(id))));
  sendToAll(sockets, { type: 'roadmaps_changed', roadmap_id: envelope.id });
}
