import { z } from 'zod';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberAddBody, memberRoleBody } from '@crewline/shared/contracts/members';
import { projectMembers, tasks, users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import {
  authorize,
  authorizeGrant,
  loadProjectAccess,
  toProjectRole,
  type ProjectAccess,
} from '../projects/project-policy.ts';
import { presentMember } from './member-presenter.ts';
import { addMember } from './add-member.ts';
import { sendInvitation } from './send-invitation.ts';
import { loadInvitationRecord } from './invitation-queries.ts';
import { invitationEmailShownTo } from './invitation-policy.ts';
import { presentInvitation } from './invitation-presenter.ts';
import { changeMemberRole } from './change-member-role.ts';
import { removeMember } from './remove-member.ts';
import type { PresenceService } from '../../realtime/presence.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['members'];
const projectParams = z.object({ id: z.uuid() });
const memberParams = z.object({ id: z.uuid(), userId: z.uuid() });

/**
 * A project's members with their assigned-task counts, owner first, in two queries; with
 * `presence`, their online flags as of now (applied when sending, never cached).
 */
async function loadMembers(db: Db, access: ProjectAccess, presence?: PresenceService) {
  const [rows, assigned] = await Promise.all([
    db
      .select({
        userId: projectMembers.userId,
        role: projectMembers.role,
        joinedAt: projectMembers.joinedAt,
        name: users.name,
        email: users.email,
        avatar: users.avatar,
      })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(eq(projectMembers.projectId, access.projectId))
      .orderBy(
        sql`${projectMembers.userId} <> ${access.ownerId}`,
        asc(projectMembers.joinedAt),
        asc(users.id),
      ),
    db
      .select({ userId: tasks.assigneeId, n: count() })
      .from(tasks)
      .where(and(eq(tasks.projectId, access.projectId), sql`${tasks.assigneeId} is not null`))
      .groupBy(tasks.assigneeId),
  ]);
  const counts = new Map(assigned.map((a) => [a.userId, a.n]));
  const online = presence ? await presence.load(rows.map((row) => row.userId)) : undefined;
  return rows.map((row) =>
    presentMember(
      {
        ...row,
        role: row.userId === access.ownerId ? 'owner' : toProjectRole(row.role),
        assignedTasks: counts.get(row.userId) ?? 0,
      },
      (userId) => (online?.get(userId)?.status ?? 'offline') !== 'offline',
    ),
  );
}

/** Members of a project: list, add, change role, remove. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/projects/:id/members',
    { config: auth, schema: { tags, params: projectParams } },
    async (request) => {
      const access = await loadProjectAccess(ctx.db, request.params.id, request.userId);
      return loadMembers(ctx.db, access, ctx.realtime.presence);
    },
  );

  app.post(
    '/api/projects/:id/members',
    { config: auth, schema: { tags, params: projectParams, body: memberAddBody } },
    async (request, reply) => {
      const access = await loadProjectAccess(ctx.db, request.params.id, request.userId);
      authorizeGrant(access, request.body.role);
      const { user_id: userId, role } = request.body;
      const now = ctx.now();
      const outcome = await addMember(ctx.db, {
        projectId: access.projectId,
        actorId: request.userId,
        userId,
        role,
        now,
      });
      if (outcome === 'added') {
        const members = await loadMembers(ctx.db, access);
        return reply.code(201).send(members.find((m) => m.id === userId));
      }
      // Someone who shares no project with the caller joins only by accepting: 202, and the
      // invitation that now waits for them, as POST .../invitations answers it.
      const { invitationId, resent } = await sendInvitation(ctx.db, ctx.mailer, {
        projectId: access.projectId,
        inviterId: request.userId,
        invitee: { userId },
        role,
        message: '',
        appOrigin: ctx.env.appOrigin,
        now,
        limits: ctx.env.limits,
      });
      const record = (await loadInvitationRecord(ctx.db, invitationId))!;
      const showEmail = await invitationEmailShownTo(ctx.db, request.userId, [record]);
      return reply
        .code(202)
        .send({ resent, invitation: presentInvitation(record, now, showEmail(record)) });
    },
  );

  app.put(
    '/api/projects/:id/members/:userId/role',
    { config: auth, schema: { tags, params: memberParams, body: memberRoleBody } },
    async (request) => {
      const access = await loadProjectAccess(ctx.db, request.params.id, request.userId);
      authorize(access, 'manage_members');
      const { userId } = request.params;
      await changeMemberRole(ctx.db, {
        projectId: access.projectId,
        actorId: request.userId,
        userId,
        role: request.body.role,
        now: ctx.now(),
      });
      const members = await loadMembers(ctx.db, access);
      return members.find((m) => m.id === userId);
    },
  );

  app.delete(
    '/api/projects/:id/members/:userId',
    { config: auth, schema: { tags, params: memberParams } },
    async (request, reply) => {
      const access = await loadProjectAccess(ctx.db, request.params.id, request.userId);
      authorize(access, 'manage_members');
      await removeMember(ctx.db, {
        projectId: access.projectId,
        actorId: request.userId,
        userId: request.params.userId,
        now: ctx.now(),
      });
      return reply.code(204).send();
    },
  );
};
