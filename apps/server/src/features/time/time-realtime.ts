import { projectRoom } from '../../realtime/connections.ts';
import type { DispatchContext } from '../../realtime/dispatch.ts';
import type { Envelope } from '../../realtime/envelopes.ts';
import { sendToAll } from '../../realtime/fan-out.ts';

type Of<T extends Envelope['t']> = Extract<Envelope, { t: T }>;

/**
 * A time entry changed: every member of the project may read its time, so the whole room is
 * told (ids only; clients read again what they show). Nothing is loaded.
 */
export function dispatchTimeEntriesChanged(
  ctx: DispatchContext,
  envelope: Of<'time_entries_changed'>,
): void {
  sendToAll(ctx.registry.inRoom(projectRoom(envelope.p)), {
    type: 'time_entries_changed',
    projectId: envelope.p,
    time_entry_id: envelope.id,
    user_id: envelope.u,
    task_id: envelope.task,
  });
}
