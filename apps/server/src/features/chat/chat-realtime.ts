import { eq } from 'drizzle-orm';
import type { MessageJson } from '@crewline/shared/contracts/chat-responses';
import { threads } from '../../db/chat-schema.ts';
import { messageAbilities } from './thread-policy.ts';
import { loadMessageJson } from './message-queries.ts';
import { loadThreadJson, threadMemberIds } from './thread-queries.ts';
import { projectRoom, sendText, userRoom, type Connection } from '../../realtime/connections.ts';
import type { DispatchContext } from '../../realtime/dispatch.ts';
import type { Envelope } from '../../realtime/envelopes.ts';
import { sendToAll, union } from '../../realtime/fan-out.ts';

type Of<T extends Envelope['t']> = Extract<Envelope, { t: T }>;

/**
 * This process's sockets that may read a thread: a project thread's are in its project's room
 * (every member reads it); a direct thread's are its participants' own rooms.
 */
export async function threadAudience(
  ctx: DispatchContext,
  threadId: string,
): Promise<Set<Connection>> {
  const [thread] = await ctx.db.select().from(threads).where(eq(threads.id, threadId)).limit(1);
  if (!thread) return new Set();
  if (thread.projectId) return new Set(ctx.registry.inRoom(projectRoom(thread.projectId)));
  const people = await threadMemberIds(ctx.db, thread);
  return union(...people.map((id) => ctx.registry.inRoom(userRoom(id))));
}

/** A message presented for another viewer: only `can` and `has_reacted` differ between viewers. */
function forViewer(message: MessageJson, viewerId: string): MessageJson {
  const authorId = message.user.id || null;
  return {
    ...message,
    can: messageAbilities(viewerId, authorId),
    reactions: message.reactions.map((reaction) => ({
      ...reaction,
      has_reacted: reaction.users.some((user) => user.id === viewerId),
    })),
  };
}

/**
 * new_message, message_updated, reaction: the message loaded once, presented once per kind of
 * viewer (author or not, and which emojis they reacted with), and sent to the thread's readers.
 */
export async function dispatchMessage(
  ctx: DispatchContext,
  envelope: Of<'new_message' | 'message_updated' | 'message_deleted' | 'reaction'>,
): Promise<void> {
  const audience = await threadAudience(ctx, envelope.th);
  if (audience.size === 0) return;
  if (envelope.t === 'message_deleted') {
    sendToAll(audience, {
      type: 'message_deleted',
      thread_id: envelope.th,
      message_id: envelope.id,
    });
    return;
  }
  const [first] = audience;
  let message: MessageJson;
  try {
    message = await loadMessageJson(ctx.db, first!.userId, envelope.id);
  } catch {
    return; // Deleted again already: its message_deleted follows.
  }
  const texts = new Map<string, string>();
  for (const connection of audience) {
    const viewer = connection.userId;
    const reacted = message.reactions
      .filter((reaction) => reaction.users.some((user) => user.id === viewer))
      .map((reaction) => reaction.emoji);
    const key = `${message.user.id === viewer}|${reacted.join(' ')}`;
    let text = texts.get(key);
    if (text === undefined) {
      text = JSON.stringify({
        type: envelope.t,
        thread_id: envelope.th,
        message: forViewer(message, viewer),
      });
      texts.set(key, text);
    }
    sendText(connection, text);
  }
}

/**
 * thread_update (an upsert, with each reader's own unread count) and thread_deleted. A deleted
 * thread no longer names its readers: the envelope carries the project or the participants.
 */
export async function dispatchThread(
  ctx: DispatchContext,
  envelope: Of<'thread_update' | 'thread_deleted'>,
): Promise<void> {
  const { registry } = ctx;
  if (envelope.t === 'thread_deleted') {
    const audience = union(
      envelope.p ? registry.inRoom(projectRoom(envelope.p)) : [],
      ...(envelope.users ?? []).map((id) => registry.inRoom(userRoom(id))),
    );
    sendToAll(audience, { type: 'thread_deleted', thread_id: envelope.th });
    return;
  }
  const audience = await threadAudience(ctx, envelope.th);
  const byUser = new Map<string, Connection[]>();
  for (const connection of audience) {
    byUser.set(connection.userId, [...(byUser.get(connection.userId) ?? []), connection]);
  }
  for (const [userId, connections] of byUser) {
    let thread;
    try {
      thread = await loadThreadJson(ctx.db, userId, envelope.th);
    } catch {
      continue;
    }
    sendToAll(connections, { type: 'thread_update', thread });
  }
}

/** Typing goes to the thread's other readers. */
export async function dispatchTyping(ctx: DispatchContext, envelope: Of<'typing'>): Promise<void> {
  const audience = await threadAudience(ctx, envelope.th);
  const others = [...audience].filter((connection) => connection.userId !== envelope.u);
  sendToAll(others, {
    type: 'typing_indicator',
    thread_id: envelope.th,
    user_id: envelope.u,
    is_typing: envelope.on,
  });
}
