import { and, eq } from 'drizzle-orm';
import { notifications } from '../../db/notification-schema.ts';
import { presentNotification } from './notification-presenter.ts';
import { userRoom } from '../../realtime/connections.ts';
import type { DispatchContext } from '../../realtime/dispatch.ts';
import type { Envelope } from '../../realtime/envelopes.ts';
import { sendToAll } from '../../realtime/fan-out.ts';

type Of<T extends Envelope['t']> = Extract<Envelope, { t: T }>;

/**
 * A notification change, to its recipient's own sockets only. A made or changed notification
 * is loaded as it is now; one already gone sends nothing (its deletion follows).
 */
export async function dispatchNotification(
  ctx: DispatchContext,
  envelope: Of<
    | 'notification_created'
    | 'notification_updated'
    | 'notification_deleted'
    | 'all_notifications_read'
  >,
): Promise<void> {
  const sockets = ctx.registry.inRoom(userRoom(envelope.u));
  if (sockets.size === 0) return;
  switch (envelope.t) {
    case 'notification_deleted':
      sendToAll(sockets, {
        type: 'notification_deleted',
        notification_ids: envelope.ids,
        ...(envelope.all && { all: true as const }),
      });
      return;
    case 'all_notifications_read':
      sendToAll(sockets, { type: 'all_notifications_read' });
      return;
    case 'notification_created':
    case 'notification_updated': {
      const [row] = await ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, envelope.id), eq(notifications.userId, envelope.u)))
        .limit(1);
      if (!row) return;
      sendToAll(sockets, { type: envelope.t, notification: presentNotification(row) });
    }
  }
}
