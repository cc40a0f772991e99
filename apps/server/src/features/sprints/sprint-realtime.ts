import { projectRoom } from '../../realtime/connections.ts';
import type { DispatchContext } from '../../realtime/dispatch.ts';
import type { Envelope } from '../../realtime/envelopes.ts';
import { sendToAll } from '../../realtime/fan-out.ts';

type Of<T extends Envelope['t']> = Extract<Envelope, { t: T }>;

/**
 * A sprint was created, changed, closed or deleted: every member of the project reads its
 * sprints, so the whole room is told and refetches. Tasks a close or delete moved follow as their
 * own task_updated frames. Nothing is loaded.
 */
export function dispatchSprintsChanged(
  ctx: DispatchContext,
  envelope: Of<'sprints_changed'>,
): void {
  sendToAll(ctx.registry.inRoom(projectRoom(envelope.p)), {
    type: 'sprints_changed',
    projectId: envelope.p,
    sprint_id: envelope.id,
  });
}
