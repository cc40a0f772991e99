import { userRoom } from '../../realtime/connections.ts';
import type { DispatchContext } from '../../realtime/dispatch.ts';
import type { Envelope } from '../../realtime/envelopes.ts';
import { sendToAll } from '../../realtime/fan-out.ts';
import { NotFoundError } from '../../errors.ts';
import { loadCreditBalance } from './credit-queries.ts';
import { loadOwnSession } from './session-queries.ts';

type Of<T extends Envelope['t']> = Extract<Envelope, { t: T }>;

/**
 * A session's change, to each person it names in their own rooms: the session as that person
 * reads it through the API now (null when they are no longer a party), then their balance if
 * the change moved it. Read per person, so nobody is sent what the API would not show them.
 */
export async function dispatchMentorshipSession(
  ctx: DispatchContext,
  envelope: Of<'mentorship_session_updated'>,
): Promise<void> {
  for (const userId of envelope.users) {
    const sockets = ctx.registry.inRoom(userRoom(userId));
    if (sockets.size === 0) continue;
    const session = await loadOwnSession(ctx.db, userId, envelope.id).catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
    sendToAll(sockets, { type: 'mentorship_session_updated', session_id: envelope.id, session });
    if (envelope.credits.includes(userId)) {
      const { currentBalance } = await loadCreditBalance(ctx.db, userId);
      sendToAll(sockets, { type: 'credits_updated', currentBalance });
    }
  }
}
