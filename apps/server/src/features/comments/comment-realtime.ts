import { presentComment } from './comment-presenter.ts';
import { loadCommentWithAuthor } from './comment-queries.ts';
import { projectRoom, sendText } from '../../realtime/connections.ts';
import type { DispatchContext } from '../../realtime/dispatch.ts';
import type { Envelope } from '../../realtime/envelopes.ts';
import { sendToAll } from '../../realtime/fan-out.ts';

type CommentEnvelope = Extract<
  Envelope,
  { t: 'comment_added' | 'comment_updated' | 'comment_deleted' }
>;

/**
 * Comment events go to the project's room. A comment's abilities depend on the role and on
 * whether the recipient wrote it, so it is presented once per (role, author or not).
 */
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
    return;
  }
  const loaded = await loadCommentWithAuthor(ctx.db, envelope.id);
  if (!loaded || loaded.comment.projectId !== envelope.p) return;
  const texts = new Map<string, string>();
  for (const connection of room) {
    const role = connection.projects.get(envelope.p);
    if (!role) continue;
    const isAuthor = connection.userId === loaded.comment.userId;
    const key = `${role}:${isAuthor}`;
    let text = texts.get(key);
    if (text === undefined) {
      text = JSON.stringify({
        type: envelope.t,
        projectId: envelope.p,
        comment: presentComment(loaded.comment, loaded.author, {
          userId: connection.userId,
          role,
        }),
      });
      texts.set(key, text);
    }
    sendText(connection, text);
  }
}
