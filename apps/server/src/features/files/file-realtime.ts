import { projectRoom } from '../../realtime/connections.ts';
import type { DispatchContext } from '../../realtime/dispatch.ts';
import type { Envelope } from '../../realtime/envelopes.ts';
import { sendToAll } from '../../realtime/fan-out.ts';

type Of<T extends Envelope['t']> = Extract<Envelope, { t: T }>;

/**
 * A file, folder or version changed: every member of the project may read its files, so the
 * whole room is told (ids only; clients read again what they show). Nothing is loaded.
 */
export function dispatchFilesChanged(ctx: DispatchContext, envelope: Of<'files_changed'>): void {
  sendToAll(ctx.registry.inRoom(projectRoom(envelope.p)), {
    type: 'files_changed',
    projectId: envelope.p,
    file_id: envelope.id,
  });
}
