import { projectRoom } from './connections.ts';
import type { DispatchContext } from './dispatch.ts';
import type { Envelope } from './envelopes.ts';
import { sendToAll } from './fan-out.ts';

type CommentEnvelope = Extract<
  Envelope,
  { t: 'comment_added' | 'comment_updated' | 'comment_deleted' }
>;

/** Comment events go to the project's room. */
export async function dispatchComment(
  ctx: DispatchContext,
  envelope: CommentEnvelope,
): Promise<void> {
  const room = ctx.registry.inRoom(projectRoom(envelope.p));
  if (room.size === 0) return;
  if (envelope.t === 'comment_deleted') {
    sendToAll(room, {
      type: 'comment_deleted',
      projectId: envelope.p,
      comment_id: envelope.id,
      task_id: envelope.task,
    });
  }
  // comment_added / comment_updated: wired once the comments module lands (loads and presents per viewer).
}
