import { projectRoom } from '../../realtime/connections.ts';
import type { DispatchContext } from '../../realtime/dispatch.ts';
import type { Envelope } from '../../realtime/envelopes.ts';
import { sendToAll } from '../../realtime/fan-out.ts';

type Of<T extends Envelope['t']> = Extract<Envelope, { t: T }>;

/**
 * A milestone's days changed: every member of its project reads milestones, so the whole room is
 * told and refetches. Nothing is loaded.
 */
export function dispatchMilestoneUpdated(
  ctx: DispatchContext,
  envelope: Of<'milestone_updated'>,
): void {
  sendToAll(ctx.registry.inRoom(projectRoom(envelope.p)), {
    type: 'milestone_updated',
    projectId: envelope.p,
    milestone_id: envelope.id,
  });
}
