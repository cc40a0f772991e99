import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { threadParticipants, threads } from '../../db/chat-schema.ts';
import { projectMembers, users } from '../../db/schema.ts';
import { presentAppearance } from './appearance-presenter.ts';
import { projectRoom, userRoom } from '../../realtime/connections.ts';
import type { DispatchContext } from '../../realtime/dispatch.ts';
import type { Envelope } from '../../realtime/envelopes.ts';
import { sendToAll, union } from '../../realtime/fan-out.ts';

type Of<T extends Envelope['t']> = Extract<Envelope, { t: T }>;

const others = alias(threadParticipants, 'others');

/**
 * A user's name or avatar changed: everyone who can see them somewhere (a shared project, whose
 * room holds every member's sockets, or a direct conversation) and their own tabs get the new
 * picture. Nothing is loaded when none of those is connected to this process.
 */
export async function dispatchUserUpdated(
  ctx: DispatchContext,
  envelope: Of<'user_updated'>,
): Promise<void> {
  const { registry, db } = ctx;
  const [memberships, partners] = await Promise.all([
    db
      .select({ projectId: projectMembers.projectId })
      .from(projectMembers)
      .where(eq(projectMembers.userId, envelope.u)),
    db
      .selectDistinct({ userId: others.userId })
      .from(threadParticipants)
      .innerJoin(
        threads,
        and(eq(threads.id, threadParticipants.threadId), isNull(threads.projectId)),
      )
      .innerJoin(others, eq(others.threadId, threadParticipants.threadId))
      .where(eq(threadParticipants.userId, envelope.u)),
  ]);
  const recipients = union(
    registry.inRoom(userRoom(envelope.u)),
    ...memberships.map((m) => registry.inRoom(projectRoom(m.projectId))),
    ...partners.map((p) => registry.inRoom(userRoom(p.userId))),
  );
  if (recipients.size === 0) return;
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      avatar: users.avatar,
      avatarSmall: users.avatarSmall,
    })
    .from(users)
    .where(eq(users.id, envelope.u))
    .limit(1);
  // A deleted account has nothing left to show; its removal is told by other events.
  if (!user) return;
  sendToAll(recipients, {
    type: 'user_updated',
    user: { id: user.id, name: user.name, avatar: user.avatar, avatar_small: user.avatarSmall },
  });
}

/**
 * A user's theme, language or density changed: their own sockets (other tabs and devices) get
 * the appearance as the server holds it now. Nobody else sees another person's settings.
 */
export async function dispatchAppearanceUpdated(
  ctx: DispatchContext,
  envelope: Of<'appearance_updated'>,
): Promise<void> {
  const sockets = ctx.registry.inRoom(userRoom(envelope.u));
  if (sockets.size === 0) return;
  const [row] = await ctx.db
    .select({ theme: users.theme, language: users.language, density: users.density })
    .from(users)
    .where(eq(users.id, envelope.u))
    .limit(1);
  if (!row) return;
  sendToAll(sockets, { type: 'appearance_updated', appearance: presentAppearance(row) });
}
