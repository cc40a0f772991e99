import { and, count, eq } from 'drizzle-orm';
import { projectMembers, projects, tasks, users } from '../../db/schema.ts';
import { roleCan, toProjectRole } from '../projects/project-policy.ts';
import { presentInvitation } from './invitation-presenter.ts';
import { invitationEmailAudience } from './invitation-policy.ts';
import { presentMember } from './member-presenter.ts';
import { loadInvitationRecord } from './invitation-queries.ts';
import { projectRoom } from '../../realtime/connections.ts';
import type { DispatchContext } from '../../realtime/dispatch.ts';
import type { Envelope } from '../../realtime/envelopes.ts';
import { sendToAll, union } from '../../realtime/fan-out.ts';
import { loadVersions } from '../tasks/task-realtime.ts';

type Of<T extends Envelope['t']> = Extract<Envelope, { t: T }>;

/** Loads one member as the team panel shows them, or undefined when they are not one. */
async function loadMember(ctx: DispatchContext, projectId: string, userId: string) {
  const [row] = await ctx.db
    .select({
      role: projectMembers.role,
      joinedAt: projectMembers.joinedAt,
      ownerId: projects.ownerId,
      name: users.name,
      email: users.email,
      avatar: users.avatar,
    })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .limit(1);
  if (!row) return undefined;
  const [assigned] = await ctx.db
    .select({ n: count() })
    .from(tasks)
    .where(and(eq(tasks.projectId, projectId), eq(tasks.assigneeId, userId)));
  const presence = await ctx.presence.load([userId]);
  const role = row.ownerId === userId ? 'owner' : toProjectRole(row.role);
  return presentMember(
    {
      userId,
      role,
      joinedAt: row.joinedAt,
      name: row.name,
      email: row.email,
      avatar: row.avatar,
      assignedTasks: assigned?.n ?? 0,
    },
    (id) => presence.get(id)?.status !== 'offline',
  );
}

/**
 * Membership changes act on open sockets at once: a new member's sockets enter the room, a
 * changed role changes what they are sent, a removed member's sockets leave it.
 */
export async function dispatchMember(
  ctx: DispatchContext,
  envelope: Of<'member_added' | 'member_updated' | 'member_removed'>,
): Promise<void> {
  const { registry } = ctx;
  const own = registry.ofUser(envelope.u);
  if (own.length === 0 && registry.inRoom(projectRoom(envelope.p)).size === 0) return;
  const versions = await loadVersions(ctx.db, envelope.p);
  if (!versions) return;
  if (envelope.t === 'member_removed') {
    const recipients = union(registry.inRoom(projectRoom(envelope.p)), own);
    sendToAll(recipients, {
      type: 'member_removed',
      projectId: envelope.p,
      user_id: envelope.u,
      ...versions,
    });
    for (const connection of own) registry.leaveProject(connection, envelope.p);
    return;
  }
  const member = await loadMember(ctx, envelope.p, envelope.u);
  if (!member) return;
  for (const connection of own) registry.joinProject(connection, envelope.p, member.role);
  const recipients = union(registry.inRoom(projectRoom(envelope.p)), own);
  sendToAll(recipients, { type: envelope.t, projectId: envelope.p, member, ...versions });
}

/** Invitations reach the invitee and the members who may see the project's invitations, never the whole room. */
export async function dispatchInvitation(
  ctx: DispatchContext,
  envelope: Of<'invitation_changed'>,
): Promise<void> {
  const invitees = envelope.users.flatMap((id) => ctx.registry.ofUser(id));
  const managers = [...ctx.registry.inRoom(projectRoom(envelope.p))].filter((connection) => {
    const role = connection.projects.get(envelope.p);
    return role !== undefined && roleCan(role, 'view_invitations');
  });
  if (invitees.length === 0 && managers.length === 0) return;
  const record = await loadInvitationRecord(ctx.db, envelope.id);
  if (!record) return;
  const recipients = union(invitees, managers);
  const shown = await invitationEmailAudience(ctx.db, record, [
    ...new Set([...recipients].map((connection) => connection.userId)),
  ]);
  // Two copies at most, each serialized once: with the address and without it.
  const now = ctx.now();
  const copies = [true, false].map((showEmail) => ({
    to: [...recipients].filter((connection) => shown.has(connection.userId) === showEmail),
    frame: {
      type: 'invitation_changed' as const,
      projectId: envelope.p,
      invitation: presentInvitation(record, now, showEmail),
    },
  }));
  for (const { to, frame } of copies) if (to.length > 0) sendToAll(to, frame);
}
