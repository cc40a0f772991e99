import { projectAbilities } from './project-policy.ts';
import { loadProjectCards } from './project-queries.ts';
import { projectRoom, userRoom } from '../../realtime/connections.ts';
import type { DispatchContext } from '../../realtime/dispatch.ts';
import type { Envelope } from '../../realtime/envelopes.ts';
import { sendPerRole, sendToAll, union } from '../../realtime/fan-out.ts';
import { loadVersions } from '../tasks/task-realtime.ts';

type Of<T extends Envelope['t']> = Extract<Envelope, { t: T }>;

/** A renamed project (or one whose status changed), presented per role with live team presence. */
export async function dispatchProjectUpdated(
  ctx: DispatchContext,
  envelope: Of<'project_updated'>,
): Promise<void> {
  const room = ctx.registry.inRoom(projectRoom(envelope.p));
  const [first] = room;
  if (!first) return;
  const [card] = await loadProjectCards(ctx.db, first.userId, envelope.p);
  const versions = await loadVersions(ctx.db, envelope.p);
  if (!card || !versions) return;
  const presence = await ctx.presence.load(card.team.map((member) => member.id));
  const team = card.team.map((member) => ({
    ...member,
    online: presence.get(member.id)?.status !== 'offline',
  }));
  sendPerRole(room, envelope.p, (role) => ({
    type: 'project_updated',
    projectId: envelope.p,
    project: { ...card, team, role, can: projectAbilities(role) },
    ...versions,
  }));
}

/** A deleted project: its members hear it in their own rooms, and every socket leaves its room. */
export function dispatchProjectDeleted(
  ctx: DispatchContext,
  envelope: Of<'project_deleted'>,
): void {
  const room = ctx.registry.inRoom(projectRoom(envelope.p));
  const recipients = union(room, ...envelope.users.map((id) => ctx.registry.inRoom(userRoom(id))));
  sendToAll(recipients, { type: 'project_deleted', projectId: envelope.p });
  for (const connection of [...room]) ctx.registry.leaveProject(connection, envelope.p);
}
