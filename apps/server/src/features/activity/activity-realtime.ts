import { projectRoom } from '../../realtime/connections.ts';
import type { DispatchContext } from '../../realtime/dispatch.ts';
import type { Envelope } from '../../realtime/envelopes.ts';
import { sendToAll } from '../../realtime/fan-out.ts';

type Of<T extends Envelope['t']> = Extract<Envelope, { t: T }>;

/** An activity entry, pushed to the project's room as `project_change`. */
export async function dispatchActivity(
  ctx: DispatchContext,
  envelope: Of<'project_change'>,
): Promise<void> {
  const room = ctx.registry.inRoom(projectRoom(envelope.p));
  if (room.size === 0) return;
  const change = await ctx.loaders.activity.load(envelope.id);
  if (!change) return;
  sendToAll(room, {
    type: 'project_change',
    projectId: envelope.p,
    change,
  });
}
