import { and, eq } from 'drizzle-orm';
import { scheduledMessages } from '../../db/chat-schema.ts';
import { presentScheduledMessage } from './scheduled-message-presenter.ts';
import { userRoom } from '../../realtime/connections.ts';
import type { DispatchContext } from '../../realtime/dispatch.ts';
import type { Envelope } from '../../realtime/envelopes.ts';
import { sendToAll } from '../../realtime/fan-out.ts';

type Of<T extends Envelope['t']> = Extract<Envelope, { t: T }>;

/**
 * A scheduled message's change, to its author's own sockets only (each tab keeps its list in
 * step). The entry is loaded as it is now; one already gone sends nothing (its deletion
 * follows, or it was cleaned up).
 */
export async function dispatchScheduledMessage(
  ctx: DispatchContext,
  envelope: Of<'scheduled_message_update' | 'scheduled_message_deleted'>,
): Promise<void> {
  const sockets = ctx.registry.inRoom(userRoom(envelope.u));
  if (sockets.size === 0) return;
  if (envelope.t === 'scheduled_message_deleted') {
    sendToAll(sockets, { type: 'scheduled_message_deleted', scheduled_message_id: envelope.id });
    return;
  }
  const [row] = await ctx.db
    .select()
    .from(scheduledMessages)
    .where(and(eq(scheduledMessages.id, envelope.id), eq(scheduledMessages.userId, envelope.u)))
    .limit(1);
  if (!row) return;
  sendToAll(sockets, {
    type: 'scheduled_message_update',
    scheduled_message: presentScheduledMessage(row),
  });
}
