import { projectRoom } from '../../realtime/connections.ts';
import type { DispatchContext } from '../../realtime/dispatch.ts';
import type { Envelope } from '../../realtime/envelopes.ts';
import { sendToAll } from '../../realtime/fan-out.ts';

type Of<T extends Envelope['t']> = Extract<Envelope, { t: T }>;

/**
 * A resource or one of its allocations changed: every member of the project reads its
 * resources (only planners change them), so the whole room is told. Nothing is loaded.
 */
export function dispatchResourcesChanged(
  ctx: DispatchContext,
  envelope: Of<'resources_changed'>,
): void {
  sendToAll(ctx.registry.inRoom(projectRoom(envelope.p)), {
    type: 'resources_changed',
    projectId: envelope.p,
    resource_id: envelope.id,
  });
}
