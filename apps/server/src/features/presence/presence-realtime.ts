import { eq } from 'drizzle-orm';
import { CLOSE_CODES } from '@crewline/shared/realtime/client-frames';
import { projectMembers } from '../../db/schema.ts';
import { closeSocket, projectRoom, userRoom } from '../../realtime/connections.ts';
import type { DispatchContext } from '../../realtime/dispatch.ts';
import type { Envelope } from '../../realtime/envelopes.ts';
import { sendToAll, union } from '../../realtime/fan-out.ts';

type Of<T extends Envelope['t']> = Extract<Envelope, { t: T }>;

/** A user's presence goes to everyone who shares a project with them, and to their own tabs. */
export async function dispatchPresence(
  ctx: DispatchContext,
  envelope: Of<'presence'>,
): Promise<void> {
  const { registry } = ctx;
  const memberships = await ctx.db
    .select({ projectId: projectMembers.projectId })
    .from(projectMembers)
    .where(eq(projectMembers.userId, envelope.u));
  const recipients = union(
    registry.inRoom(userRoom(envelope.u)),
    ...memberships.map((m) => registry.inRoom(projectRoom(m.projectId))),
  );
  if (recipients.size === 0) return;
  const presence = (await ctx.presence.load([envelope.u])).get(envelope.u);
  if (presence) sendToAll(recipients, { type: 'presence_update', presence });
}

/** Closes the sockets of a revoked session, or of every session of a user, with 4401. */
export function dispatchRevocation(
  ctx: DispatchContext,
  envelope: Of<'session_revoked' | 'user_sessions_revoked'>,
): void {
  for (const connection of ctx.registry.all) {
    const revoked =
      envelope.t === 'session_revoked'
        ? connection.sessionId === envelope.sid
        : connection.userId === envelope.u;
    if (revoked) closeSocket(connection, CLOSE_CODES.unauthorized, 'Session ended');
  }
}
